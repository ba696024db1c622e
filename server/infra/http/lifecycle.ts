// Whether this instance is taking work. At SIGTERM it starts draining: the readiness check
// answers 503 so a balancer sends nothing new, every answer asks to close its connection,
// and open event streams end (browsers reconnect, through the balancer, elsewhere).
export type Lifecycle = {
  readonly draining: boolean;
  /** Aborted when draining starts. */
  readonly signal: AbortSignal;
  startDraining(): void;
};

export function createLifecycle(): Lifecycle {
  const controller = new AbortController();
  return {
    get draining() {
      return controller.signal.aborted;
    },
    signal: controller.signal,
    startDraining: () => controller.abort(),
  };
}

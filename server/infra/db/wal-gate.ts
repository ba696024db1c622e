// Lets the checkpointer hold group commit back for the moment it restarts SQLite's write-ahead
// log (checkpointer.ts): hold() waits for the batch under way to end and keeps the next one from
// starting until it is released. Checkouts that arrive meanwhile queue and share the next batch.
export type WalGate = {
  /** Group commit, before a batch: waits while the gate is held. */
  enter(): Promise<void>;
  /** Group commit, after the batch's commit. */
  leave(): void;
  /** The checkpointer: resolves, with the release, once no batch is under way. */
  hold(): Promise<() => void>;
};

export function createWalGate(): WalGate {
  let active = 0;
  let held: Promise<void> | null = null;
  const idle: (() => void)[] = [];
  return {
    async enter() {
      while (held) await held;
      active++;
    },
    leave() {
      active--;
      if (active === 0) for (const wake of idle.splice(0)) wake();
    },
    async hold() {
      while (held) await held;
      let release!: () => void;
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      if (active > 0) await new Promise<void>((resolve) => idle.push(resolve));
      return release;
    },
  };
}

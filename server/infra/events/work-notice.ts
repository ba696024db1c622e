// Open admin screens show work waiting (orders to fulfil, open returns, new messages) as badges
// that follow each change. The services stay unaware of it: the composition root wraps the
// methods that change such work, and their notices are coalesced, so a busy shop taking many
// orders a second sends open admin screens (and, on PostgreSQL, the other instances) at most one
// notice a second.
import type { EventBus } from "./event-bus";

export type WorkNotice = { changed(): void; close(): void };

export function createWorkNotice(events: EventBus, everyMs = 1000): WorkNotice {
  let timer: NodeJS.Timeout | null = null;
  return {
    changed() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        events.publish({ type: "work.changed" });
      }, everyMs);
      timer.unref();
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** `service` with `methods` announcing a change once they succeed; the rest untouched. */
export function announcing<T extends object, K extends keyof T>(
  service: T,
  methods: readonly K[],
  notice: Pick<WorkNotice, "changed">,
): T {
  const wrapped = { ...service };
  for (const name of methods) {
    const method = service[name] as unknown as AsyncMethod;
    const announced = async (...args: never[]) => {
      const result = await method.apply(service, args);
      notice.changed();
      return result;
    };
    wrapped[name] = announced as unknown as T[K];
  }
  return wrapped;
}

import { afterEach, describe, expect, it, vi } from "vitest";
import { createEventBus, type ShopEvent } from "./event-bus";
import { announcing, createWorkNotice } from "./work-notice";

afterEach(() => vi.useRealTimers());

describe("the work notice", () => {
  it("announces a burst of changes once, after the pause", () => {
    vi.useFakeTimers();
    const bus = createEventBus();
    const seen: ShopEvent[] = [];
    bus.subscribe((e) => seen.push(e));
    const notice = createWorkNotice(bus, 1000);
    for (let i = 0; i < 50; i++) notice.changed();
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([{ type: "work.changed" }]);
    notice.changed();
    vi.advanceTimersByTime(1000);
    expect(seen).toHaveLength(2);
  });

  it("wraps only the named methods, announcing after success and never after a failure", async () => {
    const changed = vi.fn();
    const service = {
      fulfil: async (n: number) => n * 2,
      refuse: async () => {
        throw new Error("no");
      },
      read: async () => "list",
    };
    const wrapped = announcing(service, ["fulfil", "refuse"], { changed });
    await expect(wrapped.fulfil(4)).resolves.toBe(8);
    expect(changed).toHaveBeenCalledTimes(1);
    await expect(wrapped.refuse()).rejects.toThrow("no");
    await wrapped.read();
    expect(changed).toHaveBeenCalledTimes(1);
  });
});

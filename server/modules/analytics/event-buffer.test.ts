// The analytics write queue's shape: a backlog goes out a batch per write, with a turn of the
// event loop between batches, and a full queue drops instead of growing.
import { describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { createEventBuffer } from "./event-buffer";

const logger = createLogger("silent");

describe("the analytics event buffer", () => {
  it("writes a backlog at most a batch per write, letting other work run between writes", async () => {
    const writes: number[][] = [];
    const between: string[] = [];
    const buffer = createEventBuffer<number>({
      logger,
      everyMs: 60_000,
      batch: 4,
      write: async (rows) => {
        writes.push(rows);
        between.push("write");
        // Another piece of work queued while this write runs must get its turn before the next one.
        setImmediate(() => between.push("other"));
      },
    });
    for (let i = 0; i < 3; i++) buffer.push(i);
    expect(writes).toEqual([]);
    for (let i = 3; i < 10; i++) buffer.push(i);
    await buffer.close();
    expect(writes).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
    expect(between.slice(0, 4)).toEqual(["write", "other", "write", "other"]);
  });

  it("drops rows past its cap and counts them", async () => {
    const written: number[] = [];
    const buffer = createEventBuffer<number>({
      logger,
      everyMs: 60_000,
      cap: 3,
      write: async (rows) => void written.push(...rows),
    });
    for (let i = 0; i < 5; i++) buffer.push(i);
    await buffer.close();
    expect(written).toEqual([0, 1, 2]);
    expect(buffer.stats()).toMatchObject({ written: 3, dropped: 2 });
  });
});

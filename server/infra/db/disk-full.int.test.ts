// SQLite on a full disk: a checkout answers 503 with Retry-After and stores nothing, and once
// space is back the next one succeeds without a restart.
import { copyFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startCheckout } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { mountTmpfs, unmount } from "../../../tests/support/tmpfs";

const disk = inject("dialect") === "sqlite" ? mountTmpfs(2048) : null;
let s: TestServer | undefined;
afterAll(async () => {
  await s?.close().catch(() => {});
  if (disk) unmount(disk);
});

const CART = [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }];

describe.skipIf(!disk)("SQLite on a full disk", () => {
  it("answers 503 with Retry-After, stores nothing, and recovers once there is space", async () => {
    const file = path.join(disk!, "shop.db");
    copyFileSync(inject("baseDbFile"), file);
    s = await startTestServer({ env: { DATABASE_URL: file, CHECKOUT_RATE_LIMIT: "0" } });
    await startCheckout(s.url, CART); // the database works
    const count = async () =>
      Number(
        (
          await s!.ctx.db
            .selectFrom("orders")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    // Fill the disk to (nearly) the last byte.
    for (let size = 4 * 1024 * 1024; size >= 512; size = Math.floor(size / 2)) {
      try {
        writeFileSync(path.join(disk!, `filler-${size}`), Buffer.alloc(size));
      } catch {
        // that much no longer fits; try half
      }
    }
    let refused = 0;
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${s.url}/api/checkout`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ cart: CART }),
      });
      if (res.status === 200) continue; // a write that still fitted in a free page
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({
        error: "The shop is briefly unavailable. Please try again in a moment.",
        reference: res.headers.get("x-request-id"),
      });
      refused++;
    }
    expect(refused).toBeGreaterThan(0);
    const accepted = 5 - refused;
    expect(await count()).toBe(before + accepted);

    for (let size = 4 * 1024 * 1024; size >= 512; size = Math.floor(size / 2)) {
      rmSync(path.join(disk!, `filler-${size}`), { force: true });
    }
    await startCheckout(s.url, CART);
    expect(await count()).toBe(before + accepted + 1);
    expect(s.ctx.logs.filter((l) => l.level >= 50)).toEqual([]);
  });
});

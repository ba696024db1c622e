// Staff edit a promo code: every field, with the same checks as on creation. A code's
// uses so far stay; its text may change only while no order carries it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { GOOD_PAYMENT_FORM } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
  admin = { ...(await signInAdmin(s)), "content-type": "application/json" };
});
afterAll(() => s.close());

const BASIC = { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" };
const send = (method: string, path: string, body: unknown) =>
  fetch(`${s.url}/api/admin/promotions${path}`, { method, headers: admin, body: JSON.stringify(body) });
const list = async () =>
  (
    (await (await fetch(`${s.url}/api/admin/promotions`, { headers: admin })).json()) as {
      promotions: { code: string; kind: string; value: number; used: number; uses: number; minSpend: number }[];
    }
  ).promotions;
const one = async (code: string) => (await list()).find((p) => p.code === code);

async function payWith(code: string) {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart: [BASIC], promoCode: code }),
  });
  expect(res.status).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
  await s.ctx.services.checkout.testPayments!.submitPayment(sessionId, GOOD_PAYMENT_FORM);
}

describe("editing a promo code", () => {
  it("changes every field, keeps its uses, and refuses what creation refuses", async () => {
    expect((await send("POST", "", { code: "EDITME", kind: "percent", value: 10 })).status).toBe(201);
    await payWith("EDITME");
    expect(await one("EDITME")).toMatchObject({ used: 1, uses: 1 });

    const saved = await send("PUT", "/EDITME", {
      code: "EDITME",
      kind: "fixed",
      value: 700,
      minSpend: 2000,
      totalUses: 50,
      usesPerEmail: 2,
      active: false,
      productIds: ["one-and-done"],
    });
    expect(saved.status).toBe(200);
    expect(await one("EDITME")).toMatchObject({ kind: "fixed", value: 700, minSpend: 2000, used: 1, uses: 1 });

    const bad = await send("PUT", "/EDITME", { code: "EDITME", kind: "percent", value: 150 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("A percentage off must be from 1 to 100");
    expect(await one("EDITME")).toMatchObject({ kind: "fixed", value: 700 });
  });

  it("renames a code no order carries, and refuses a name already taken", async () => {
    expect((await send("POST", "", { code: "OLDNAME", kind: "percent", value: 5 })).status).toBe(201);
    expect((await send("POST", "", { code: "TAKEN", kind: "percent", value: 5 })).status).toBe(201);
    const clash = await send("PUT", "/OLDNAME", { code: "taken", kind: "percent", value: 5 });
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { error: string }).error).toBe("A code TAKEN already exists");

    const renamed = await send("PUT", "/oldname", { code: "newname", kind: "percent", value: 6 });
    expect(renamed.status).toBe(200);
    expect(await one("OLDNAME")).toBeUndefined();
    expect(await one("NEWNAME")).toMatchObject({ value: 6, used: 0 });
  });

  it("refuses to rename a code an order carries, with a message saying what to do instead", async () => {
    const res = await send("PUT", "/EDITME", { code: "EDITED", kind: "fixed", value: 700 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(
      "EDITME is on orders already, so its text cannot change. Switch it off and create a new code instead.",
    );
    expect(await one("EDITME")).toMatchObject({ used: 1 });
    expect(await one("EDITED")).toBeUndefined();
  });

  it("answers 404 for a code that does not exist", async () => {
    expect((await send("PUT", "/GHOST", { code: "GHOST", kind: "percent", value: 5 })).status).toBe(404);
  });
});

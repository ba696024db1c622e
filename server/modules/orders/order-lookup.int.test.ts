// The admin order page looks orders up by the number in its address, as typed.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.dispose());

// PostgreSQL refuses a NUL in text: a number that cannot be one is not found, not a 500.
it.each(["\0", "RR-\0ABCDE", "x".repeat(500), "RR-AAAAAA"])("%j is not found", async (number) => {
  await expect(ctx.services.orders.getOrderDetailByNumber(number)).rejects.toMatchObject({ code: "not_found" });
});

// A real order confirmation shows each line's product picture, by an absolute address a mail
// client can fetch (a picture kept by the shop gets the shop's address in front), as the sample
// in Settings does. SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { placePaidOrder } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());

const confirmation = (to: string) =>
  s.ctx.db
    .selectFrom("mail_outbox")
    .select("html")
    .where("to", "=", to)
    .where("subject", "like", "%order%")
    .executeTakeFirstOrThrow();

it("shows the line's own picture, made absolute, in the confirmation e-mail", async () => {
  await s.ctx.db
    .updateTable("products")
    .set({ images: JSON.stringify(["/media/one-and-done-tub.png", "/media/second.png"]) })
    .where("id", "=", "one-and-done")
    .execute();
  await placePaidOrder(s, { email: "pictures@example.com" });
  const { html } = await confirmation("pictures@example.com");
  expect(html).toMatch(
    new RegExp(`<img[^>]*src="${s.ctx.config.publicUrl.replace(/[.:/]/g, "\\$&")}/media/one-and-done-tub\\.png"`),
  );
  expect(html).not.toContain("/media/second.png");
});

it("keeps a picture held elsewhere at its own https address", async () => {
  await s.ctx.db
    .updateTable("products")
    .set({ images: JSON.stringify(["https://cdn.example.com/tub.webp"]) })
    .where("id", "=", "one-and-done")
    .execute();
  await placePaidOrder(s, { email: "cdn-picture@example.com" });
  expect((await confirmation("cdn-picture@example.com")).html).toMatch(
    /<img[^>]*src="https:\/\/cdn\.example\.com\/tub\.webp"/,
  );
});

// /account/data.json (Australian Privacy Principle 12): a signed-in customer's copy of
// what the shop holds about them, as a JSON download. Never stored by any cache.
import { shopDayKey } from "../../../core/shop-time";
import { requireCustomer } from "../../lib/account-route";
import type { Route } from "./+types/account.data";

export async function loader({ context }: Route.LoaderArgs) {
  const { customerId } = requireCustomer(context);
  const copy = await context.services.accounts.data.exportFor(customerId);
  // The account went while signed in (erased elsewhere): nothing of it is held.
  if (!copy) throw new Response(null, { status: 404 });
  // The file's day is the shop's day of the copy's own time stamp: one clock, one zone.
  const day = shopDayKey(copy.exportedAt, context.config.shopTimeZone);
  return new Response(JSON.stringify(copy, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${day}.json"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

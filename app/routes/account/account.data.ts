// /account/data.json (issue 27, Australian Privacy Principle 12): a signed-in customer's copy of
// what the shop holds about them, as a JSON download. Never stored by any cache.
import { requireCustomer } from "../../lib/account-route";
import type { Route } from "./+types/account.data";

export async function loader({ context }: Route.LoaderArgs) {
  const { customerId } = requireCustomer(context);
  const data = await context.services.accountData.exportFor(customerId);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${day}.json"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

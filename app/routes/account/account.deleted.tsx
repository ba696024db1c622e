// /account/deleted: where deleting an account lands, so the shopper is told it happened (and that
// their subscriptions were cancelled) instead of finding themselves on the home page with no word.
// It shows nothing personal: the account is gone, only a count of cancelled subscriptions comes along.
import { AccountFrame, ui } from "../../components/account/account-ui";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account.deleted";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta("Account deleted", matches),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const n = Number(new URL(request.url).searchParams.get("cancelled") ?? 0);
  return { cancelled: Number.isInteger(n) && n > 0 && n < 100 ? n : 0 };
}

export default function AccountDeleted({ loaderData }: Route.ComponentProps) {
  const { cancelled } = loaderData;
  return (
    <AccountFrame title="Account deleted">
      <section aria-labelledby="deleted-heading" className={`${ui.card} space-y-4`}>
        <h2 id="deleted-heading" className={ui.h2}>
          Your account has been deleted
        </h2>
        <p className={ui.p}>
          We removed your account and your personal details, and signed you out on every device.
          {cancelled > 0
            ? ` We also cancelled your subscription${cancelled > 1 ? "s" : ""}, so you won't be charged again.`
            : ""}{" "}
          Your past orders stay on our records as tax invoices, without your e-mail address or delivery address.
        </p>
        <a href="/" className={`${ui.secondary} inline-flex`}>
          Back to the shop
        </a>
      </section>
    </AccountFrame>
  );
}

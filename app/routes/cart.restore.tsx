// /cart/restore?t=…: the link in a checkout reminder. The server reads the checkout's
// lines from the signed link and prices them from today's catalogue; the page puts exactly those
// lines in the browser's cart and opens it. Checkout prices them again, as always.
import { useEffect } from "react";
import { data, Link } from "react-router";
import { STORAGE_KEYS } from "../../core/constants";
import { formatPrice } from "../../core/money";
import { ui } from "../components/account/account-ui";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { useCart } from "../lib/cart";
import { asAppError } from "../lib/form-result";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/cart.restore";

const TITLE = "Your cart";

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const cart = await context.services.recovery.restoreCart(new URL(request.url).searchParams.get("t"));
    return data({ ok: true as const, ...cart });
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.status >= 500) throw err;
    return data({ ok: false as const, message: e.message }, { status: e.status });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta(TITLE, matches),
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function RestoreCart({ loaderData: d }: Route.ComponentProps) {
  const shopName = useShopName();
  const cart = useCart();
  const { update, openCart } = cart;
  const items = d.ok ? d.items : null;
  const email = d.ok ? d.email : null;

  useEffect(() => {
    if (!items) return;
    // Stored first: on a fresh page load the cart provider reads storage after this effect runs.
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
    // The address the reminder went to, for checkout to fill in again: this tab only.
    if (email) sessionStorage.setItem(STORAGE_KEYS.restoredEmail, email);
    update(() => items);
    if (items.length > 0) openCart();
  }, [items, email, update, openCart]);

  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={TITLE}>
        <section className={`${ui.card} mx-auto max-w-xl space-y-4`}>
          {!d.ok ? (
            <p role="alert" className={ui.p}>
              {d.message}
            </p>
          ) : (
            <>
              <h2 className={ui.h2}>{d.items.length > 0 ? "Your cart is back" : "Nothing to restore"}</h2>
              <ul className="divide-y divide-gray-100" aria-label="Restored items">
                {d.items.map((i) => (
                  <li key={`${i.id}|${i.flavor}`} className="flex justify-between gap-4 py-2 text-gray-800">
                    <span>
                      {i.quantity} × {i.name}
                      {i.flavor ? ` (${i.flavor})` : ""}
                    </span>
                    <span className="tabular-nums">{formatPrice(i.unitPrice * i.quantity)}</span>
                  </li>
                ))}
              </ul>
              {d.unavailable.length > 0 ? (
                <p className={ui.muted}>No longer sold, so left out: {d.unavailable.join(", ")}.</p>
              ) : null}
              <p className={ui.muted}>Prices are today&apos;s and are checked again at checkout.</p>
            </>
          )}
          <div className="flex flex-wrap gap-3">
            {d.ok && d.items.length > 0 ? (
              <button type="button" className={ui.primary} onClick={openCart}>
                Open cart
              </button>
            ) : null}
            <Link to="/" className={ui.secondary}>
              Keep shopping
            </Link>
          </div>
        </section>
      </InfoPage>
    </SiteLayout>
  );
}

import { useEffect } from "react";
import { OrderSummary } from "../components/checkout/order-summary";
import { clearCartAfterOrder } from "../lib/checkout-client";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { SUCCESS_TITLE, SuccessContent } from "../content/pages/order-status";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta(SUCCESS_TITLE, matches),
  { name: "robots", content: "noindex" },
];

// The order paid for on the payment page, found by the session id the provider sends back (issue 6).
export async function loader({ request, context }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const order = /^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)
    ? await context.services.orders.findOrderBySession(sessionId)
    : null;
  if (!order || order.status === "expired" || order.status === "cancelled") return { order: null };
  const { number, lines, subtotal, shipping, total, gst, email, promoCode, discount } = order;
  const status = order.status === "pending" ? ("pending" as const) : ("paid" as const);
  return { order: { number, lines, subtotal, shipping, total, gst, promoCode, discount, email, status } };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const shopName = useShopName();
  const order = loaderData.order;
  // The cart was bought: empty it (the cart store hears the storage event).
  useEffect(() => {
    if (order) clearCartAfterOrder();
  }, [order]);
  // SPEC §2: the page opens scrolled to the top, whatever the page before it left behind.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={SUCCESS_TITLE}>
        <SuccessContent shopName={shopName}>
          {order ? <OrderSummary order={order} status={order.status} email={order.email} shopName={shopName} /> : null}
        </SuccessContent>
      </InfoPage>
    </SiteLayout>
  );
}

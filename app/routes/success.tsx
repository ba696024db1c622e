import { useEffect } from "react";
import { OrderSummary } from "../components/checkout/order-summary";
import { clearCartAfterOrder } from "../lib/checkout-client";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { SUCCESS_TITLE, SuccessContent } from "../content/pages/order-status";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/success";
import { frequencyLabel } from "../../core/subscription-price";
import { CANCEL_PATH, formatChargeDay } from "../../core/subscription-signup";
import { successDelivery, successPageView } from "../../core/success-view";
import { formatAddressLines, type OrderView, type ShippingAddress } from "../../core/order";
import { paidWithLabel } from "../../core/payment-card";
import { data } from "react-router";
import { OrderDeliveryDetails, type OrderDelivery } from "../components/checkout/order-delivery";
import { asAppError } from "../lib/form-result";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta(SUCCESS_TITLE, matches),
  { name: "robots", content: "noindex" },
];

// The order paid for on the payment page, found by the session id the provider sends back.
// Holding this address proves nothing, so the e-mail is masked and subscription numbers are left
// out unless the signed-in shopper is the order's customer (core/success-view.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const order = /^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)
    ? await context.services.orders.findOrderBySession(sessionId)
    : null;
  if (!order || order.status === "expired" || order.status === "cancelled") {
    return { order: null, subscriptions: [], delivery: null };
  }
  const { number, lines, subtotal, shipping, total, gst, email, promoCode, discount, shippingChoice } = order;
  const status = order.status === "pending" ? ("pending" as const) : ("paid" as const);
  const subscriptions = await context.services.subscriptions.signup.startedBy(order.id);
  const view = successPageView(
    {
      order: { number, lines, subtotal, shipping, total, gst, promoCode, discount, shippingChoice, email, status },
      subscriptions: subscriptions.map(({ number: n, frequencyWeeks, nextChargeOn }) => ({
        number: n as string | null,
        frequencyWeeks,
        nextChargeOn,
      })),
    },
    context.customer?.email ?? null,
  );
  return {
    order: view.order,
    subscriptions: view.subscriptions,
    delivery: await deliveryOf(order, view.viewerIsCustomer, context),
  };
}

async function deliveryOf(
  order: OrderView,
  viewerIsCustomer: boolean,
  context: Route.LoaderArgs["context"],
): Promise<OrderDelivery> {
  const paid = order.status !== "pending";
  const { addressLines, paidWith } = successDelivery(
    order.shippingAddress,
    paid ? paidWithLabel(order) : null,
    viewerIsCustomer,
  );
  const customer = viewerIsCustomer && context.customer ? context.customer : null;
  const canSaveAddress =
    !!customer &&
    // The address book keeps Australian addresses only.
    order.shippingAddress?.country === "AU" &&
    !(await addressSaved(customer.customerId, order.shippingAddress, context));
  return { number: order.number, addressLines, paidWith, customer: customer ? { canSaveAddress } : null };
}

/** The same address is already in the customer's book (compared as the fields a shopper types). */
async function addressSaved(customerId: string, address: ShippingAddress, context: Route.LoaderArgs["context"]) {
  const key = (a: ShippingAddress) =>
    formatAddressLines(a)
      .map((v) => v.trim().toLowerCase())
      .join("|");
  return (await context.services.accounts.listAddresses(customerId)).some((a) => key(a.address) === key(address));
}

/** "Save this address to my account": only the signed-in customer whose order it is. */
export async function action({ request, context }: Route.ActionArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const order = /^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)
    ? await context.services.orders.findOrderBySession(sessionId)
    : null;
  const { viewerIsCustomer } = successPageView(
    { order: { email: order?.email ?? null }, subscriptions: [] },
    context.customer?.email ?? null,
  );
  if (!order?.shippingAddress || !viewerIsCustomer || !context.customer) {
    return data({ saved: null, error: "Sign in with the e-mail you paid with to save this address." }, { status: 403 });
  }
  try {
    await context.services.accounts.saveAddress(context.customer.customerId, { ...order.shippingAddress });
    return { saved: "Saved to your account for next time.", error: null };
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.status >= 500) throw err;
    return data({ saved: null, error: e.message }, { status: e.status });
  }
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/** The subscriptions the order started: each with its next charge, and where to manage it. */
function StartedSubscriptions({
  subscriptions,
}: {
  /** `number` is null for a viewer who is not the order's customer. */
  subscriptions: readonly { number: string | null; frequencyWeeks: number; nextChargeOn: string }[];
}) {
  if (subscriptions.length === 0) return null;
  return (
    <section
      aria-labelledby="started-subscriptions"
      className="my-6 rounded-2xl bg-purple-50 p-5 text-gray-800"
      data-testid="started-subscriptions"
    >
      <h2 id="started-subscriptions" className="text-lg font-bold text-gray-900">
        Your subscription{subscriptions.length > 1 ? "s" : ""}
      </h2>
      <ul className="mt-2 space-y-1">
        {subscriptions.map((s, i) => (
          <li key={s.number ?? i}>
            {s.number ? `Subscription ${s.number}` : "Subscription"}: delivered {frequencyLabel(s.frequencyWeeks)}. Your
            card is next charged on <strong>{formatChargeDay(s.nextChargeOn)}</strong>. It renews until you cancel.
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Skip, change or cancel online at any time in{" "}
        <a href={CANCEL_PATH} className="font-semibold text-purple-800 underline">
          your subscriptions
        </a>
        .
      </p>
    </section>
  );
}

export default function Success({ loaderData, actionData }: Route.ComponentProps) {
  const shopName = useShopName();
  const order = loaderData.order;
  // The cart was bought: empty it (the cart store hears the storage event).
  useEffect(() => {
    if (order) clearCartAfterOrder();
  }, [order]);
  // docs/spec.md §2: the page opens scrolled to the top, whatever the page before it left behind.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={SUCCESS_TITLE}>
        <SuccessContent shopName={shopName}>
          <StartedSubscriptions subscriptions={loaderData.subscriptions} />
          {order ? <OrderSummary order={order} status={order.status} email={order.email} shopName={shopName} /> : null}
          {loaderData.delivery ? (
            <OrderDeliveryDetails delivery={loaderData.delivery} saved={actionData?.saved ?? null} />
          ) : null}
          {actionData?.error ? (
            <p role="alert" className="text-center font-medium text-red-800">
              {actionData.error}
            </p>
          ) : null}
        </SuccessContent>
      </InfoPage>
    </SiteLayout>
  );
}

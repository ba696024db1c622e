// /account/orders/:number: one of the shopper's orders, with its tracking link once
// shipped, its printable tax invoice, 'Start a return' with the form filled in, and a review of
// each product in it (verified buyers only; the service checks, the page only offers).
import { data, useNavigation } from "react-router";
import type { OwnReview } from "../../../core/review";
import { AccountFrame, BackLink, ui } from "../../components/account/account-ui";
import { OrderLines, StatusBadge, orderDate, trackingUrl } from "../../components/account/order-lines";
import { OrderReviews, type ReviewFormState } from "../../components/account/order-reviews";
import { FORM_UNREADABLE, accountHeaders, problem, readForm, requireCustomer } from "../../lib/account-route";
import { parcelsOf } from "../../lib/parcels";
import { infoPageMeta } from "../../lib/route-meta";
import { Parcels } from "../../components/shared/parcels";
import type { Route } from "./+types/account.order";

export const meta: Route.MetaFunction = ({ matches, params }) => [
  ...infoPageMeta(`Order ${params.number}`, matches),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

/** Orders whose products their shopper may review (the reviews service decides the same). */
const REVIEWABLE = new Set(["paid", "fulfilled"]);

export async function loader({ context, params }: Route.LoaderArgs) {
  const { customerId, email } = requireCustomer(context);
  const order = await context.services.accounts.findOrder(customerId, params.number);
  if (!order) throw data(null, { status: 404, statusText: "Not Found" });
  const own: OwnReview[] = await context.services.reviews.ownReviews(customerId);
  return { order, email, own, parcels: await parcelsOf(context, order.id) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { customerId } = requireCustomer(context);
  // A review is written from the shopper's own order. Through another customer's order address
  // the page answers 404 (the loader's answer too) and nothing is saved, so the answer says what
  // happened; the shopper can review the product from an order of their own.
  if (!(await context.services.accounts.findOrder(customerId, params.number))) {
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const form = await readForm(request);
  if (!form) return data({ error: FORM_UNREADABLE, fieldErrors: {} }, { status: 400 });
  if (form.intent !== "review") return data({ error: "Unknown action", fieldErrors: {} }, { status: 400 });
  try {
    await context.services.reviews.submit(customerId, form);
    return { done: "Thank you! Your review will appear on the product's page once our team has approved it." };
  } catch (err) {
    return problem(err, { productId: form.productId ?? "", values: form });
  }
}

export default function AccountOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, email, own } = loaderData;
  const busy = useNavigation().state !== "idle";
  const returnUrl = `/return-form?${new URLSearchParams({ order: order.number, email: order.email ?? email })}`;
  // One review per product, however many flavours of it the order holds.
  const products = [...new Map(order.lines.map((l) => [l.productId, { productId: l.productId, name: l.name }]))].map(
    ([, p]) => p,
  );
  return (
    <AccountFrame title={`Order ${order.number}`} intro={`Placed ${orderDate(order)}`} nav>
      <BackLink to="/account">All orders</BackLink>
      <section aria-labelledby="order-heading" className={`${ui.card} space-y-5`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-heading" className={ui.h2}>
            Order details
          </h2>
          <StatusBadge status={order.status} />
        </div>
        {loaderData.parcels.length > 1 || (loaderData.parcels.length === 1 && order.status === "paid") ? (
          <>
            {order.status === "paid" ? (
              <p className={ui.p}>Partly shipped. We'll e-mail you when the rest is on its way.</p>
            ) : null}
            <Parcels parcels={loaderData.parcels} linkClass={ui.link} />
          </>
        ) : order.trackingNumber ? (
          <p className={ui.p}>
            Shipped with Australia Post, tracking number{" "}
            <a href={trackingUrl(order.trackingNumber)} className={ui.link} rel="noopener noreferrer" target="_blank">
              {order.trackingNumber}
              <span className="sr-only"> (opens Australia Post tracking in a new tab)</span>
            </a>
            .
          </p>
        ) : order.status === "paid" ? (
          <p className={ui.p}>Paid. We ship within 1-2 business days and e-mail you the tracking number.</p>
        ) : null}
        <OrderLines order={order} />
        <div className="flex flex-wrap gap-3 pt-2">
          <a href={`/account/orders/${order.number}/invoice`} className={ui.secondary}>
            Tax invoice
          </a>
          <a href={returnUrl} className={ui.secondary}>
            Start a return
          </a>
        </div>
      </section>
      <OrderReviews
        products={products}
        own={own}
        canReview={REVIEWABLE.has(order.status)}
        busy={busy}
        state={(actionData ?? {}) as ReviewFormState}
      />
    </AccountFrame>
  );
}

import { useCallback } from "react";
import { Link, data, type MetaDescriptor } from "react-router";
import { formatPrice } from "../../../core/money";
import { subscriptionStatusLabel } from "../../../core/customer";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { FlashMessage, useFlash } from "../../components/admin/shared/flash-message";
import { useShopTime } from "../../components/admin/shared/use-shop-time";
import { CustomerNote } from "../../components/admin/customers/customer-note";
import { CustomerOrders } from "../../components/admin/customers/customer-orders";
import { Card, CustomerRecords } from "../../components/admin/customers/customer-records";
import { consentText } from "../../components/admin/customers/customers-table";
import { actionResult, orRouteError, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.customers.$id";

const ORDERS_PAGE = 20;

// The customer, and a page of their orders (?after=/?before= page through them).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const customers = context.services.customers;
  const [customer, orders] = await Promise.all([
    orRouteError(customers.detail(params.id)),
    orRouteError(
      customers.orders(params.id, {
        limit: ORDERS_PAGE,
        after: search.get("after") ?? undefined,
        before: search.get("before") ?? undefined,
      }),
    ),
  ]);
  return { customer, orders };
}

/** intent=note (note): the same service call as PUT /api/admin/customers/:id/note. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  if (intent !== "note") throw data("Unknown action", { status: 400 });
  const note = form.get("note");
  return actionResult(intent, async () => {
    const saved = await context.services.customers.setNote(
      params.id,
      { note: typeof note === "string" ? note : "" },
      staffOf(context),
    );
    return saved.note ? "Note saved" : "Note removed";
  });
}

export function meta({ matches, data: loaded }: Route.MetaArgs): MetaDescriptor[] {
  const c = loaded?.customer;
  return adminScreenMeta(c ? `Customer ${c.name ?? c.email}` : "Customer", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Customers" />;
}

export default function AdminCustomer({ loaderData, params }: Route.ComponentProps) {
  const { customer: c, orders } = loaderData;
  const when = useShopTime();
  const { flash, show } = useFlash();
  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (r.ok) show("success", r.message);
      else if (r.formError) show("error", r.formError);
    },
    [show],
  );
  const base = `/admin/customers/${params.id}`;
  const pages = {
    newer: orders.prev ? `${base}?before=${encodeURIComponent(orders.prev)}` : null,
    older: orders.next ? `${base}?after=${encodeURIComponent(orders.next)}` : null,
  };
  const facts: [string, string][] = [
    ["Orders", String(c.ordersCount)],
    ["Total spent", formatPrice(c.totalSpent)],
    ["Last order", c.lastOrderAt ? when(c.lastOrderAt) : "—"],
    ["Account", c.accountCreatedAt ? `Since ${when(c.accountCreatedAt)}` : "Guest"],
    ["Marketing", consentText(c.marketingConsent)],
    ["Subscription", subscriptionStatusLabel(c.subscriptionStatus)],
  ];
  return (
    <section aria-labelledby="customer-heading" className="space-y-5">
      <FlashMessage flash={flash} />
      <div>
        <Link to="/admin/customers" className="text-sm font-medium text-purple-700 hover:underline">
          ← All customers
        </Link>
        <h2 id="customer-heading" className="mt-2 text-xl font-bold text-gray-900 [overflow-wrap:anywhere]">
          {c.name ?? c.email}
        </h2>
        {c.name ? <p className="text-sm text-gray-600 [overflow-wrap:anywhere]">{c.email}</p> : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
            <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{term}</dt>
            <dd className="mt-1 text-sm font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title="Orders">
          <CustomerOrders orders={orders.rows} pages={pages} />
        </Card>
        <Card title="Note">
          <CustomerNote note={c.note} updatedAt={c.noteUpdatedAt} updatedBy={c.noteUpdatedBy} onResult={onResult} />
        </Card>
      </div>
      <CustomerRecords customer={c} />
    </section>
  );
}

// The Returns and Messages screens' lists: what customers sent, newest first, each with a
// status staff set (new, in progress, done). The list comes from the route's loader; a status
// change posts to the route's action and shows at once. A page holds 50; Newer and Older move by
// the page's cursor (?before= / ?after=).
import { customerEmailLabel, ERASED_EMAIL } from "../../../../core/erasure";
import { useEffect, type ReactNode } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { RETURN_PREFERENCES, RETURN_REASONS } from "../../../../core/forms";
import {
  INBOX_STATUSES,
  INBOX_STATUS_LABELS,
  type ContactMessageView,
  type InboxStatus,
  type ReturnRequestView,
} from "../../../../core/inbox";
import { ORDER_STATUS_LABELS } from "../../../../core/order";
import type { AdminActionResult } from "../../../lib/admin-action";
import { FlashMessage, useFlash, type Flash } from "../shared/flash-message";
import { buttonClass, inputClass } from "../shared/form-controls";
import { useShopTime } from "../shared/use-shop-time";

const STATUS_STYLE: Record<InboxStatus, string> = {
  new: "bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-200",
  in_progress: "bg-amber-50 text-amber-800 ring-amber-200",
  done: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

const labelOf = (list: readonly { value: string; label: string }[], v: string) =>
  list.find((x) => x.value === v)?.label ?? v;

type Kind = "returns" | "messages";
/** The cursors of the neighbouring pages, null at either end. */
export type InboxPages = { next: string | null; prev: string | null };
type Item = ReturnRequestView | ContactMessageView;
type View = { heading: ReactNode; meta: ReactNode; body: ReactNode };

function InboxList<T extends Item>(props: {
  title: string;
  kind: Kind;
  items: T[];
  pages: InboxPages;
  empty: string;
  render(item: T): View;
}) {
  const { items } = props;
  const { flash, show } = useFlash();
  const revalidator = useRevalidator();
  const newCount = items.filter((i) => i.status === "new").length;
  return (
    <div>
      <FlashMessage flash={flash} />
      <div className="flex items-center justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold tracking-tight text-gray-900">{props.title}</h2>
          <p className="mt-1 text-sm text-gray-600">{`${newCount} new on this page. Newest first.`}</p>
        </div>
        <button
          type="button"
          onClick={() => void revalidator.revalidate()}
          disabled={revalidator.state === "loading"}
          className={buttonClass.secondary}
        >
          Refresh
        </button>
      </div>
      <div className="mt-6">
        {items.length === 0 ? (
          <div className="rounded-2xl border-2 border-dashed border-gray-300 bg-white px-6 py-16 text-center text-sm text-gray-600">
            {props.empty}
          </div>
        ) : (
          <ul className="space-y-3">
            {items.map((item) => (
              <InboxItem key={item.id} kind={props.kind} item={item} view={props.render(item)} show={show} />
            ))}
          </ul>
        )}
      </div>
      {props.pages.prev || props.pages.next ? (
        <nav aria-label="Pages" className="mt-4 flex justify-end gap-2">
          {props.pages.prev ? (
            <Link to={`?before=${encodeURIComponent(props.pages.prev)}`} className={buttonClass.secondary}>
              Newer
            </Link>
          ) : null}
          {props.pages.next ? (
            <Link to={`?after=${encodeURIComponent(props.pages.next)}`} className={buttonClass.secondary}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function InboxItem(props: { kind: Kind; item: Item; view: View; show(kind: Flash["kind"], text: string): void }) {
  const { item, view, show } = props;
  const fetcher = useFetcher<AdminActionResult>();
  // Shown at once; a refusal puts the list back as the server has it.
  const pending = fetcher.formData?.get("status");
  const status = (typeof pending === "string" ? pending : item.status) as InboxStatus;
  const done = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (done) show(done.ok ? "success" : "error", done.ok ? done.message : "Failed to update the status");
  }, [done, show]);
  const selectId = `${props.kind}-status-${item.id}`;
  return (
    <li className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-gray-200">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-gray-900">{view.heading}</h3>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_STYLE[status]}`}>
              {INBOX_STATUS_LABELS[status]}
            </span>
          </div>
          <p className="mt-1 text-sm text-gray-600">{view.meta}</p>
        </div>
        <div className="shrink-0">
          <label htmlFor={selectId} className="sr-only">
            Status
          </label>
          <select
            id={selectId}
            value={status}
            onChange={(e) =>
              void fetcher.submit({ intent: "status", id: item.id, status: e.target.value }, { method: "post" })
            }
            className={`${inputClass} w-40`}
          >
            {INBOX_STATUSES.map((s) => (
              <option key={s} value={s}>
                {INBOX_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 text-sm whitespace-pre-line text-gray-800">{view.body}</div>
    </li>
  );
}

export function ReturnsList({ items, pages }: { items: ReturnRequestView[]; pages: InboxPages }) {
  const when = useShopTime();
  return (
    <InboxList<ReturnRequestView>
      title="Return Requests"
      kind="returns"
      items={items}
      pages={pages}
      empty="No return requests yet."
      render={(r) => ({
        heading: `${r.reference} · order ${r.orderNumber}`,
        meta: (
          <>
            {r.email === ERASED_EMAIL ? (
              customerEmailLabel(r.email)
            ) : (
              <a
                href={`mailto:${r.email}`}
                className="text-purple-700 underline decoration-purple-300 underline-offset-2 hover:decoration-purple-700"
              >
                {r.email}
              </a>
            )}{" "}
            · {when(r.createdAt)}
          </>
        ),
        body: (
          <>
            <p>
              <span className="font-medium">Reason:</span> {labelOf(RETURN_REASONS, r.reason)}
              {" · "}
              <span className="font-medium">Preference:</span> {labelOf(RETURN_PREFERENCES, r.preference)}
            </p>
            {r.description ? <p className="mt-2 text-gray-700">{r.description}</p> : null}
            <MatchedOrderNote request={r} />
          </>
        ),
      })}
    />
  );
}

/** Whether the number the customer gave is one of this shop's orders, so staff can check it at a glance. */
function MatchedOrderNote({ request }: { request: ReturnRequestView }) {
  const { order } = request;
  const [tone, text] = !order
    ? ["text-amber-800", "No order in this shop has this number: check it with the customer."]
    : order.emailMatches
      ? ["text-emerald-800", `Order ${order.number}: ${ORDER_STATUS_LABELS[order.status]}, paid with this e-mail.`]
      : [
          "text-amber-800",
          `Order ${order.number}: ${ORDER_STATUS_LABELS[order.status]}, but paid with a different e-mail.`,
        ];
  return (
    <p className={`mt-2 text-sm font-medium ${tone}`} data-testid="matched-order">
      {text}
      {order ? (
        <>
          {" "}
          <Link
            to={`/admin/orders/${encodeURIComponent(order.number)}`}
            className="text-purple-700 underline hover:text-purple-900"
          >
            View order {order.number}
          </Link>
        </>
      ) : null}
    </p>
  );
}

export function MessagesList({ items, pages }: { items: ContactMessageView[]; pages: InboxPages }) {
  const when = useShopTime();
  return (
    <InboxList<ContactMessageView>
      title="Messages"
      kind="messages"
      items={items}
      pages={pages}
      empty="No messages yet."
      render={(m) => ({
        heading: m.subject,
        meta: (
          <>
            {m.name} ·{" "}
            <a
              href={`mailto:${m.email}`}
              className="text-purple-700 underline decoration-purple-300 underline-offset-2 hover:decoration-purple-700"
            >
              {m.email}
            </a>{" "}
            · {when(m.createdAt)}
          </>
        ),
        body: m.message,
      })}
    />
  );
}

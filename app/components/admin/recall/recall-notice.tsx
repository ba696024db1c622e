// The recall notice on the Recall screen: staff write (or keep) the shop's words and what
// customers should do, preview the e-mail and how many customers it goes to, then send exactly
// what they previewed. A service message: it goes whatever the customers' marketing consent.
import { Form } from "react-router";
import {
  DEFAULT_RECALL_ACTION,
  DEFAULT_RECALL_MESSAGE,
  RECALL_NOTICE_LIMITS,
  type RecallNoticeText,
} from "../../../../core/recall";
import type { NoticePreview, NoticeSent } from "../../../../server/modules/orders/order-recall-notice";
import type { RecallView } from "../../../../server/modules/orders/order-recall";
import { buttonClass, inputClass } from "../shared/form-controls";

export type NoticeActionData =
  | { intent: "notice"; ok: true; preview: NoticePreview | null; sent: NoticeSent | null; text: RecallNoticeText }
  | { intent: "notice"; ok: false; error: string; text: RecallNoticeText };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-AU")} ${n === 1 ? one : many}`;

/** Who the notice reaches, in a sentence: staff see the count before they send. */
function audienceText(c: NoticePreview): string {
  if (c.shippedTo === 0) return "No order shipped tubs of this: there is nobody to e-mail.";
  const parts = [
    c.customers === 0
      ? "Every customer who received it has had this notice already."
      : `It will go to ${plural(c.customers, "customer", "customers")}${c.emails > c.customers ? ` (${plural(c.emails, "e-mail", "e-mails")}, one per lot)` : ""}.`,
  ];
  if (c.customers > 0 && c.alreadySent > 0)
    parts.push(`${plural(c.alreadySent, "notice was", "notices were")} sent before.`);
  if (c.erasedOrders > 0)
    parts.push(`${plural(c.erasedOrders, "order's customer was", "orders' customers were")} erased: not e-mailed.`);
  return parts.join(" ");
}

function sentText(s: NoticeSent): string {
  if (s.shippedTo === 0) return "No order shipped tubs of this: nobody was e-mailed.";
  const parts = [`Recall notice sent to ${plural(s.sent, "customer", "customers")}.`];
  if (s.alreadySent > 0) parts.push(`${plural(s.alreadySent, "notice was", "notices were")} sent before, not again.`);
  if (s.erasedOrders > 0)
    parts.push(`${plural(s.erasedOrders, "order's customer was", "orders' customers were")} erased.`);
  return parts.join(" ");
}

export function RecallNotice({
  view,
  result,
  busy,
}: {
  view: RecallView;
  result: NoticeActionData | null;
  busy: boolean;
}) {
  const text = result?.text ?? { message: DEFAULT_RECALL_MESSAGE, action: DEFAULT_RECALL_ACTION };
  const preview = result?.ok ? result.preview : null;
  const sent = result?.ok ? result.sent : null;
  const error = result && !result.ok ? result.error : null;
  return (
    <section
      aria-labelledby="recall-notice-heading"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <div>
        <h3 id="recall-notice-heading" className="text-lg font-bold text-gray-900">
          E-mail a recall notice
        </h3>
        <p className="max-w-3xl text-sm text-gray-600">
          Goes to every customer who received {view.lot ? "this lot" : "these lots"}, whatever their marketing choice,
          once per lot: sending again reaches only those who have not had it. It names the product, flavour, lot,
          best-before date and their order, and how to reach you.
        </p>
      </div>
      <Form method="post" className="space-y-3" key={JSON.stringify(text)}>
        <div>
          <label htmlFor="recall-message" className="mb-1 block text-sm font-semibold text-gray-900">
            Why the lot is recalled
          </label>
          <textarea
            id="recall-message"
            name="message"
            rows={3}
            maxLength={RECALL_NOTICE_LIMITS.message}
            defaultValue={text.message}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="recall-action" className="mb-1 block text-sm font-semibold text-gray-900">
            What customers should do
          </label>
          <textarea
            id="recall-action"
            name="action"
            rows={3}
            maxLength={RECALL_NOTICE_LIMITS.action}
            defaultValue={text.action}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="notice-preview"
          className={`${buttonClass.secondary} min-h-10`}
          disabled={busy}
        >
          Preview the notice
        </button>
      </Form>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="text-sm font-medium text-green-800" data-testid="recall-notice-sent">
          {sentText(sent)}
        </p>
      ) : null}
      {preview ? (
        <div className="space-y-3 border-t border-gray-100 pt-4">
          <p role="status" className="text-base text-gray-900" data-testid="recall-notice-audience">
            {audienceText(preview)}
          </p>
          {preview.sample ? (
            <figure className="rounded-xl bg-gray-50 p-4 ring-1 ring-gray-200">
              <figcaption className="text-sm text-gray-600">
                Preview, as the first customer will read it:{" "}
                <span className="font-semibold text-gray-900">{preview.sample.subject}</span>
              </figcaption>
              <pre className="mt-2 font-sans text-sm whitespace-pre-wrap text-gray-900 [overflow-wrap:anywhere]">
                {preview.sample.text}
              </pre>
            </figure>
          ) : null}
          {preview.customers > 0 ? (
            <Form method="post">
              <input type="hidden" name="message" value={text.message} />
              <input type="hidden" name="action" value={text.action} />
              <button
                type="submit"
                name="intent"
                value="notice-send"
                className={`${buttonClass.primary} min-h-10`}
                disabled={busy}
              >
                Send the recall notice to {plural(preview.customers, "customer", "customers")}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

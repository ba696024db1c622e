// A customer's page, below their orders: addresses, subscriptions, consent history, reviews,
// returns and messages, each a short list (newest first) or a line saying there are none.
import { formatDayKey } from "../../../../core/shop-time";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { consentSourceLabel } from "../../../../core/marketing-consent";
import { subscriptionStatusLabel, type CustomerDetailView } from "../../../../core/customer";
import { useShopTime } from "../shared/use-shop-time";

export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `customer-card-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h3 id={id} className="mb-3 text-sm font-semibold tracking-wide text-gray-700 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function List<T>(props: {
  items: readonly T[];
  none: string;
  children: (item: T) => ReactNode;
  keyOf(item: T): string;
}) {
  if (props.items.length === 0) return <p className="text-sm text-gray-600">{props.none}</p>;
  return (
    <ul className="divide-y divide-gray-100 text-sm">
      {props.items.map((item) => (
        <li key={props.keyOf(item)} className="py-2 [overflow-wrap:anywhere]">
          {props.children(item)}
        </li>
      ))}
    </ul>
  );
}

export function CustomerRecords({ customer: c }: { customer: CustomerDetailView }) {
  const when = useShopTime();
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <Card title="Addresses">
        <List
          items={c.addresses}
          keyOf={(a) => a.id}
          none={c.hasAccount ? "No saved addresses." : "A guest: addresses are kept in an account."}
        >
          {(a) => (
            <>
              {a.lines.join(", ")}
              {a.isDefault ? <span className="ml-2 text-xs font-semibold text-gray-600">(default)</span> : null}
            </>
          )}
        </List>
      </Card>
      <Card title="Subscriptions">
        <List items={c.subscriptions} keyOf={(s) => s.id} none="—">
          {(s) => (
            <>
              <Link
                to={`/admin/subscriptions/${s.number}`}
                className="inline-block py-0.5 font-semibold text-purple-700 hover:underline"
              >
                {s.number}
              </Link>{" "}
              · {subscriptionStatusLabel(s.status)} · every {s.frequencyWeeks} weeks
              {s.nextChargeOn ? ` · next ${formatDayKey(s.nextChargeOn)}` : ""}
            </>
          )}
        </List>
      </Card>
      <Card title="Marketing consent">
        <p className="mb-2 text-sm text-gray-800">
          {c.marketingConsent === null
            ? "A guest: consent is given in an account."
            : c.marketingConsent
              ? "Subscribed to marketing e-mail."
              : "Not subscribed to marketing e-mail."}
        </p>
        <List items={c.consentHistory} keyOf={(h) => `${h.at}-${h.source}`} none="No changes recorded.">
          {(h) => (
            <>
              {h.given ? "Gave consent" : "Withdrew consent"} · {consentSourceLabel(h.source)} ·{" "}
              <span className="text-gray-600">{when(h.at)}</span>
            </>
          )}
        </List>
      </Card>
      <Card title="Reviews">
        <List items={c.reviews} keyOf={(r) => r.id} none="No reviews.">
          {(r) => (
            <>
              <span className="font-medium">{r.title}</span> · {r.rating} of 5 · {r.status} ·{" "}
              <span className="text-gray-600">{when(r.createdAt)}</span>
            </>
          )}
        </List>
      </Card>
      <Card title="Returns">
        <List items={c.returns} keyOf={(r) => r.id} none="No return requests.">
          {(r) => (
            <>
              <span className="font-medium">{r.reference}</span> for {r.orderNumber} · {r.status.replace("_", " ")} ·{" "}
              <span className="text-gray-600">{when(r.createdAt)}</span>
            </>
          )}
        </List>
      </Card>
      <Card title="Messages">
        <List items={c.messages} keyOf={(m) => m.id} none="No messages.">
          {(m) => (
            <>
              <span className="font-medium">{m.subject}</span> · {m.status.replace("_", " ")} ·{" "}
              <span className="text-gray-600">{when(m.createdAt)}</span>
            </>
          )}
        </List>
      </Card>
    </div>
  );
}

// /account/subscriptions: each subscription with what it sends, how often, the next
// charge and its amount, and the card; skip, move, change, pause, resume and cancel, each confirmed
// here and by e-mail. ?skip=1 (a reminder's skip link) offers to skip the next delivery in one
// click; ?cancel=<number> opens the cancel confirmation (the second of two clicks).
import { data } from "react-router";
import { cancelReasonText } from "../../../core/cancel-reasons";
import { formatPrice } from "../../../core/money";
import { formatChargeDay } from "../../../core/subscription-delivery";
import { frequencyLabel } from "../../../core/subscription-offer";
import { cardLabel } from "../../components/account/subscriptions/card-label";
import { AccountFrame, Notice, ui } from "../../components/account/account-ui";
import { orderNowMessage } from "../../components/account/subscriptions/order-now";
import { SkipOffer } from "../../components/account/subscriptions/skip-offer";
import { SubscriptionPanel } from "../../components/account/subscriptions/subscription-panel";
import { FORM_UNREADABLE, accountHeaders, problem, readForm, requireCustomer } from "../../lib/account-route";
import { infoPageMeta } from "../../lib/route-meta";
import { linesFromForm, wholeNumber } from "../../lib/subscription-form";
import type { Route } from "./+types/account.subscriptions";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta("Your subscriptions", matches),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { customerId } = requireCustomer(context);
  const params = new URL(request.url).searchParams;
  const setup = params.get("setup");
  const onStripe = context.services.subscriptions.card.stripe;
  // Back from Stripe's card page: the new card is settled now, even if the webhook is late.
  const settled = setup && onStripe ? await onStripe.settleFromReturn({ customerId }, setup) : null;
  const s = context.services.subscriptions;
  const [subscriptions, swap, extras] = await Promise.all([
    s.listForCustomer(customerId),
    s.swapChoices(),
    s.extraChoices(),
  ]);
  const tomorrow = new Date(context.services.subscriptions.today() + "T00:00:00Z");
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return {
    subscriptions,
    choices: { swap, extras },
    offerSkip: params.get("skip") === "1" ? (params.get("subscription") ?? "") : null,
    confirmCancel: params.get("cancel"),
    cardReplaced: settled === "ignored" ? null : params.get("card"),
    tomorrow: tomorrow.toISOString().slice(0, 10),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const who = { customerId: requireCustomer(context).customerId };
  const form = await readForm(request);
  if (!form) return data({ error: FORM_UNREADABLE, number: "" }, { status: 400 });
  const number = form.number ?? "";
  const s = context.services.subscriptions;
  try {
    switch (form.intent) {
      case "skip": {
        const v = await s.skip(who, number);
        return { number, done: `Skipped. Your next delivery is now charged on ${formatChargeDay(v.nextChargeOn!)}.` };
      }
      case "order-now": {
        const view = await s.get(who, number);
        const r = await context.services.subscriptions.renewals.orderNow(view.id, form.due ?? "", "customer");
        const said = orderNowMessage(r, await s.get(who, number));
        return "done" in said
          ? { number, ...said }
          : data({ number, ...said }, { status: r.outcome === "stale" ? 409 : 200 });
      }
      case "move": {
        const v = await s.move(who, number, (form.day ?? "").trim());
        return { number, done: `Moved. Your next delivery is now charged on ${formatChargeDay(v.nextChargeOn!)}.` };
      }
      case "frequency": {
        const v = await s.setFrequency(who, number, wholeNumber(form.weeks));
        return { number, done: `Changed. It is now delivered ${frequencyLabel(v.frequencyWeeks)}.` };
      }
      case "lines": {
        const lines = linesFromForm(form);
        await s.setLines(who, number, lines);
        return { number, done: "Saved. Your next delivery sends the new items." };
      }
      case "swap": {
        const v = await s.swapProduct(who, number, wholeNumber(form.item), form.product ?? "");
        const names = v.lines.map((l) => `${l.quantity} × ${l.name} (${l.flavor})`).join(", ");
        return { number, done: `Swapped. Your next delivery sends ${names}.` };
      }
      case "add-extra": {
        const [productId = "", flavor = ""] = (form.extra ?? "").split("|");
        const v = await s.addToNext(who, number, productId, flavor, wholeNumber(form.quantity));
        return { number, done: `Added. Your next delivery comes to ${formatPrice(v.nextTotal)} this once.` };
      }
      case "remove-extras":
        await s.removeExtras(who, number);
        return { number, done: "Removed. Your next delivery sends just your usual items." };
      case "pause": {
        const v = await s.pause(who, number, wholeNumber(form.cycles));
        return { number, done: `Paused. It restarts with the charge on ${formatChargeDay(v.nextChargeOn!)}.` };
      }
      case "resume": {
        const v = await s.resume(who, number);
        return { number, done: `Resumed. Your next delivery is charged on ${formatChargeDay(v.nextChargeOn!)}.` };
      }
      case "cancel":
        await s.cancel(who, number, cancelReasonText(form.reasonChoice, form.reason));
        return { number, done: "Your subscription is cancelled. Nothing more will be sent or charged." };
      default:
        return data({ error: FORM_UNREADABLE, number }, { status: 400 });
    }
  } catch (err) {
    return problem(err, { number });
  }
}

type ActionData = { number?: string; done?: string; error?: string };

export default function Subscriptions({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriptions, choices, offerSkip, confirmCancel, tomorrow, cardReplaced } = loaderData;
  const d = (actionData ?? {}) as ActionData;
  const skippable = subscriptions.filter(
    (s) => s.status === "active" && s.nextChargeOn && (offerSkip === "" || offerSkip === s.number),
  );
  const unknown = d.number && !subscriptions.some((s) => s.number === d.number);
  return (
    <AccountFrame
      title="Your subscriptions"
      intro="Change, pause or cancel any time. Each change is confirmed here and by e-mail."
      nav
    >
      {unknown && d.error ? <Notice tone="error">{d.error}</Notice> : null}
      {offerSkip !== null && !d.done ? skippable.map((s) => <SkipOffer key={s.number} sub={s} />) : null}
      {subscriptions.length === 0 ? (
        <div className={ui.card}>
          <p className={ui.p}>You have no subscriptions. Choose Subscribe & save on a product to start one.</p>
        </div>
      ) : (
        <ul className="space-y-6">
          {subscriptions.map((s) => (
            <li key={s.number}>
              <SubscriptionPanel
                sub={s}
                tomorrow={tomorrow}
                choices={choices}
                confirmingCancel={confirmCancel === s.number && !(d.number === s.number && d.done)}
                result={
                  d.number === s.number
                    ? d
                    : !actionData && cardReplaced === s.number && s.card
                      ? {
                          done: `Card replaced. Later deliveries are charged to ${cardLabel(s.card)}.`,
                        }
                      : null
                }
              />
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
}

// The built-in test provider's hosted card page (/pay/{session id}). It looks
// and behaves like a hosted checkout: order summary from the server on one
// side, contact, shipping address (in the country the order ships to) and card on the other. Only test
// cards work; nothing real is charged. A paid session goes to /success.
import { data, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { PaymentForm } from "../components/checkout/payment-form";
import { PaymentSummary } from "../components/checkout/payment-summary";
import { RenewalCardNotice, SubscriptionTermsBox } from "../components/checkout/subscription-terms";
import type { OrderLineView } from "../../core/order";
import type { ShippingZone } from "../../core/shipping";
import { orderSubscriptionTerms } from "../../core/subscription-signup";
import { LockIcon } from "../components/checkout/test-payment-marks";
import { pageTitle } from "../lib/meta";
import type { Route } from "./+types/pay.$sessionId";

const ADDRESS_FIELDS = [
  "email",
  "name",
  "line1",
  "line2",
  "suburb",
  "city",
  "state",
  "postcode",
  "cardName",
  "marketingConsent",
] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const svc = context.services.checkout.testPayments;
  const page = svc ? await svc.getPaymentPage(params.sessionId) : null;
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  if (page.state === "paid") throw redirect(`/success?session_id=${encodeURIComponent(page.sessionId)}`);
  const payer = context.customer ? { customerId: context.customer.customerId } : null;
  return {
    page,
    ownRenewal: await svc!.isSubscriber(page, payer),
    shopName: context.config.shopName,
    prefill: await accountPrefill(context, page.sessionId, page.order.shippingChoice?.zone ?? "AU"),
    subscriptions: await subscriptionTermsOf(page.order.lines, context),
  };
}

/** The key terms of the subscriptions this order starts, if it has subscription lines. */
async function subscriptionTermsOf(lines: OrderLineView[], context: Route.LoaderArgs["context"]) {
  if (!lines.some((l) => l.subscription)) return [];
  const { products } = await context.services.products.catalogue.snapshot();
  return orderSubscriptionTerms(lines, new Map(products.map((p) => [p.id, p])), {
    now: context.clock().toISOString(),
    zone: context.config.shopTimeZone,
  });
}

/**
 * A signed-in shopper's e-mail and default saved address, to start the form from; a guest's, the
 * e-mail given for this checkout (a reminder's restored cart).
 */
async function accountPrefill(
  context: Route.LoaderArgs["context"],
  sessionId: string,
  zone: ShippingZone,
): Promise<Record<string, string>> {
  if (!context.customer) {
    const email = await context.services.recovery.contactEmail(sessionId);
    return email ? { email } : {};
  }
  const address = await context.services.accounts.defaultAddress(context.customer.customerId);
  // A saved address in another country than the order ships to would only be refused.
  if (address?.country !== "AU" || zone !== "AU") return { email: context.customer.email };
  const { name, line1, line2 = "", suburb, state, postcode } = address;
  return { email: context.customer.email, name, line1, line2, suburb, state, postcode };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const svc = context.services.checkout.testPayments;
  if (!svc) throw data(null, { status: 404, statusText: "Not Found" });
  let form: Record<string, FormDataEntryValue>;
  try {
    form = Object.fromEntries(await request.formData());
  } catch {
    // Not a form at all (a script's text/plain, a multipart body without its boundary).
    return data(
      { formError: "The payment form could not be read. Please try again.", fieldErrors: {}, values: {} },
      { status: 400 },
    );
  }
  // The e-mail and marketing tick: saved on their own as the shopper types, and again with the
  // payment; a bad address here is left to the payment's own field errors. The tick gives consent
  // only for the signed-in shopper's own address; any other address is asked by e-mail first.
  const contact = { email: form.email, consent: form.marketingConsent === "on" };
  const asker = { accountEmail: context.customer?.email ?? null, ip: context.clientIp };
  if (form.intent === "contact")
    return { contact: await context.services.recovery.recordContact(params.sessionId, contact, asker) };
  await context.services.recovery.recordContact(params.sessionId, contact, asker);
  const payer = context.customer ? { customerId: context.customer.customerId } : null;
  const result = await svc.submitPayment(params.sessionId, form, payer);
  if (result.ok) throw redirect(result.redirectTo);
  // Card details are never sent back to the page.
  const values = Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, typeof form[k] === "string" ? form[k] : ""]));
  return { formError: result.formError ?? null, fieldErrors: result.fieldErrors, values };
}

/** Saving the e-mail and tick as they change needs no reload of the page's order. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "contact" ? false : defaultShouldRevalidate;
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: pageTitle("Checkout", d?.shopName ?? "Rebound") }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function PayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, shopName } = loaderData;
  const { order } = page;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const open = page.state === "open";

  return (
    <div className="min-h-screen bg-white md:bg-linear-to-r md:from-gray-50 md:from-50% md:to-white md:to-50%">
      <header>
        <p className="bg-amber-400 px-4 py-2 text-center text-sm font-medium text-amber-950" role="note">
          Test mode — no real payment is taken. Pay with the test card{" "}
          <span className="font-mono">4242 4242 4242 4242</span>, any future expiry date and any 3-digit CVC.
        </p>
      </header>
      <main className="mx-auto grid max-w-5xl md:min-h-[calc(100vh-2.25rem)] md:grid-cols-2">
        <PaymentSummary order={order} shopName={shopName} />

        {/* Payment form */}
        <section
          aria-labelledby="payment-heading"
          className="bg-white px-5 py-8 md:min-h-full md:px-10 md:py-12 md:shadow-[-1px_0_0_0_var(--color-gray-200)]"
        >
          {open ? <SubscriptionTermsBox terms={loaderData.subscriptions} /> : null}
          {open && order.renewal ? <RenewalCardNotice own={loaderData.ownRenewal} /> : null}
          {open ? (
            <PaymentForm
              total={order.total}
              shopName={shopName}
              busy={busy}
              formError={actionData?.formError ?? null}
              errors={actionData?.fieldErrors ?? {}}
              values={actionData?.values ?? loaderData.prefill}
              zone={order.shippingChoice?.zone ?? "AU"}
            />
          ) : (
            <div className="space-y-4 py-8 text-center">
              <h2 id="payment-heading" className="text-xl font-semibold text-gray-900">
                {page.state === "expired" ? "This checkout has expired" : "This checkout is closed"}
              </h2>
              <p className="text-gray-600">No payment was taken. Return to the shop to check out again.</p>
              <a
                href="/"
                className="inline-flex rounded-md bg-gray-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-gray-800"
              >
                Return to {shopName}
              </a>
            </div>
          )}

          <footer className="mt-10 flex items-center justify-center gap-3 border-t border-gray-100 pt-6 text-xs text-gray-500">
            <span className="flex items-center gap-1">
              <LockIcon className="h-3.5 w-3.5" /> Secure checkout by {shopName} test payments
            </span>
            <span aria-hidden="true">·</span>
            <a href="/privacy" className="hover:text-gray-700">
              Privacy
            </a>
          </footer>
        </section>
      </main>
    </div>
  );
}

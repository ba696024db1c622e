// The cart drawer (docs/spec.md §2): slides in and out in 300 ms; lines, totals by the
// core/ rule, and the checkout button. The server re-prices everything at checkout.
import { useEffect, useMemo, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { TIMINGS } from "../../../core/constants";
import { formatPrice } from "../../../core/money";
import { useCart } from "../../lib/cart";
import { startCheckout } from "../../lib/checkout-client";
import { useScrollLock } from "../../lib/use-scroll-lock";
import { useShownStock } from "../../lib/use-shown-stock";
import { usePromo } from "../../lib/promo-client";
import { CartPromo } from "./cart-promo";
import { checkCart } from "../../../core/cart-stock";
import { Tub } from "../art";
import { useDialogFocus } from "../ui/use-dialog-focus";
import { DrawerToasts } from "../ui/toast";
import { CartLine } from "./cart-line";
import { CartSubscription } from "./cart-subscription";
import { CartContact, restoredEmail, useCartContact } from "./cart-contact";
import { CartShipping, useShippingChoice } from "./cart-shipping";
import { shippingQuote, type ShippingSettings } from "../../../core/shipping";
import { FreeShippingProgress, PackUpgradeOffer } from "./cart-offers";

export function CartDrawer() {
  const cart = useCart();
  const [rendered, setRendered] = useState(cart.isOpen);
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  // A subscription needs a signed-in customer: the cart signs the shopper in first.
  const [signedIn, setSignedIn] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(rendered);
  const shop = useShownStock(rendered);
  // A line with a sold-out flavour stays in view (to swap or remove) but out of the totals.
  const check = useMemo(() => checkCart(cart.items, shop?.stock ?? null), [cart.items, shop]);
  // Stripe's page takes the e-mail on its side: the cart asks for it first.
  const root = useRouteLoaderData<{ paymentProvider?: string; shopName?: string; shipping?: ShippingSettings }>("root");
  const ship = useShippingChoice(root?.shipping);
  const promo = usePromo(check.counted, ship.choice);
  const stripe = root?.paymentProvider === "stripe";
  const contact = useCartContact(stripe, signedIn);

  // Mount, then slide in; slide out, then unmount after the animation.
  useEffect(() => {
    if (cart.isOpen) {
      setRendered(true);
      const id = requestAnimationFrame(() => requestAnimationFrame(() => setVisible(true)));
      return () => cancelAnimationFrame(id);
    }
    setVisible(false);
    const t = window.setTimeout(() => setRendered(false), TIMINGS.drawerAnimationMs);
    return () => window.clearTimeout(t);
  }, [cart.isOpen]);

  useDialogFocus(panel, cart.closeCart, rendered);

  // Back from the payment page may bring this page back from the browser's cache as it was
  // left, button busy; the shopper can check out again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  if (!rendered) return null;

  const checkout = async () => {
    setBusy(true);
    // The test payment page asks for the e-mail itself: a restored checkout's goes along to fill it in.
    const restored = restoredEmail();
    const given = stripe ? contact.value : restored ? { email: restored, marketingConsent: false } : null;
    const result = await startCheckout(cart.items, undefined, promo.code, given, ship.choice);
    if (result.ok) {
      // The cart stays until the order is paid (/success empties it).
      window.location.assign(result.url);
      return;
    }
    if (result.emailError) contact.refuse(result.emailError);
    else window.alert(result.message);
    setBusy(false);
  };

  // With a code the server's quote is shown; the browser's own sums otherwise, by the rule the
  // server charges by.
  const goods = promo.quote ? promo.quote.subtotal - promo.quote.discount : check.totals.subtotal;
  // Weighed by the catalogue as fetched: until it arrives a by-weight option shows its flat price.
  const weighed = check.counted.map((i) => ({ ...i, weightGrams: shop?.weights[i.id] ?? null }));
  const chargeFor = (c: typeof ship.choice) => shippingQuote(ship.settings, c, weighed, goods).charge;
  const own = { subtotal: check.totals.subtotal, shipping: chargeFor(ship.choice) };
  const { subtotal, shipping, total } = promo.quote ?? { ...own, total: own.subtotal + own.shipping };
  const subscribing = cart.items.some((i) => i.subscription);
  // Signing in for a subscription is the next step, not a fault: said plainly, not in red.
  const nextStep = subscribing && !signedIn;
  const blocked =
    check.blocker ??
    (check.counted.length === 0
      ? "Nothing in your cart can be bought yet"
      : nextStep
        ? "Next: sign in above with the code we e-mail you, then check out to start your subscription"
        : null);
  const neutral = check.blocker === null && check.counted.length > 0 && nextStep;
  return (
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        onClick={cart.closeCart}
        className={`absolute inset-0 bg-gray-950/50 transition-opacity duration-300 ${visible ? "opacity-100" : "opacity-0"}`}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        tabIndex={-1}
        data-testid="cart-drawer"
        className={`absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-2xl outline-none transition-transform duration-300 ease-out ${visible ? "translate-x-0" : "translate-x-full"}`}
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-5 py-4">
          <h2 id="cart-title" className="text-lg font-bold">
            Your Cart ({cart.itemCount})
          </h2>
          <button
            type="button"
            onClick={cart.closeCart}
            aria-label="Close cart"
            className="rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <DrawerToasts />
        {cart.items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
            <Tub flavor="Lemon Squash" className="h-28 w-28 opacity-80" />
            <p className="text-lg font-semibold text-gray-900">Your cart is empty</p>
            <p className="text-gray-600">Two or more tubs ship free, express, anywhere in Australia.</p>
            <a
              href="/#products"
              onClick={cart.closeCart}
              className="mt-2 inline-flex min-h-11 items-center rounded-full bg-gray-900 px-6 font-semibold text-white"
            >
              Shop Now
            </a>
          </div>
        ) : (
          <>
            <FreeShippingProgress items={check.counted} />
            <div className="flex-1 overflow-y-auto">
              <ul className="divide-y divide-gray-100 px-5" aria-label="Cart items">
                {cart.items.map((item, index) => (
                  <CartLine
                    key={`${item.id}|${item.flavor}|${item.subscription?.frequencyWeeks ?? ""}`}
                    item={item}
                    state={check.lines[index]!}
                    offered={shop?.offered[item.id]}
                    stock={shop?.stock}
                  />
                ))}
              </ul>
              <PackUpgradeOffer items={cart.items} />
              {subscribing ? (
                <div className="px-5 pt-2">
                  <CartSubscription items={cart.items} onSignedIn={setSignedIn} />
                </div>
              ) : null}
            </div>
            <div className="border-t border-gray-200 px-5 py-5">
              <CartPromo
                code={promo.code}
                error={promo.error}
                busy={promo.busy}
                onApply={(c) => void promo.apply(c)}
                onRemove={promo.remove}
              />
              <CartShipping shipping={ship} chargeFor={chargeFor} />
              <dl className="space-y-1.5 text-sm">
                <div className="flex justify-between">
                  <dt className="text-gray-600">Subtotal</dt>
                  <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-gray-600">Shipping</dt>
                  <dd data-testid="cart-shipping">{shipping === 0 ? "Free" : formatPrice(shipping)}</dd>
                </div>
                {promo.quote && promo.quote.discount > 0 ? (
                  <div className="flex justify-between text-emerald-800">
                    <dt>Discount ({promo.quote.code})</dt>
                    <dd data-testid="cart-discount">-{formatPrice(promo.quote.discount)}</dd>
                  </div>
                ) : null}
                <div className="flex justify-between border-t border-gray-100 pt-2 text-base font-bold">
                  <dt>Total</dt>
                  <dd>
                    <span data-testid="cart-total">{formatPrice(total)}</span>{" "}
                    <span className="text-xs font-medium text-gray-500">incl. GST</span>
                  </dd>
                </div>
              </dl>
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void checkout();
                }}
              >
                {/* A subscription signs in first (above); the step then starts from that account's e-mail. */}
                {stripe && (!subscribing || signedIn) ? (
                  <CartContact contact={contact} shopName={root?.shopName ?? "Rebound"} />
                ) : null}
                {blocked ? (
                  <p
                    id="checkout-blocked"
                    className={`mt-4 text-sm font-medium ${neutral ? "text-gray-700" : "text-red-700"}`}
                    data-testid="checkout-blocked"
                  >
                    {blocked}
                  </p>
                ) : null}
                <button
                  type="submit"
                  disabled={busy || blocked !== null}
                  data-cart-checkout
                  aria-describedby={blocked ? "checkout-blocked" : undefined}
                  className="mt-4 w-full rounded-full bg-linear-to-r from-purple-600 to-fuchsia-600 px-6 py-3.5 font-semibold text-white shadow-md hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {busy ? "Processing..." : "Checkout"}
                </button>
              </form>
              <p className="mt-3 text-center text-xs text-gray-500">
                Secure card payment. Express shipping across Australia.
              </p>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

// Order outcome texts: /success (SuccessContent) and /cancel (CancelContent). Presentational only;
// the page wrapper supplies the h1 and any scroll-to-top behaviour.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SupportEmailLink, SupportPhoneLink, contentClasses as c } from "./content-shared";

export const SUCCESS_TITLE = "Order Successful";
export const CANCEL_TITLE = "Order Cancelled";

export interface SuccessContentProps {
  shopName: string;
  /** Optional slot, e.g. an order summary, rendered after the thank-you text. */
  children?: ReactNode;
}

export interface CancelContentProps {
  shopName: string;
}

function StatusIcon({ tone }: { tone: "success" | "cancel" }) {
  const isSuccess = tone === "success";
  return (
    <span
      aria-hidden="true"
      className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${
        isSuccess ? "bg-linear-to-br from-purple-600 to-fuchsia-500 text-white" : "bg-gray-100 text-gray-500"
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="h-8 w-8"
      >
        {isSuccess ? <path d="M5 13l4 4L19 7" /> : <path d="M6 6l12 12M18 6L6 18" />}
      </svg>
    </span>
  );
}

export function SuccessContent({ shopName, children }: SuccessContentProps) {
  return (
    <div className={c.wrapper}>
      <section aria-labelledby="order-success-heading" className="space-y-4 text-center">
        <StatusIcon tone="success" />
        <h2 id="order-success-heading" className={c.h2}>
          Thank You For Your Order
        </h2>
        <p className={c.p}>
          Thanks for choosing {shopName}! We&apos;ve received your order and it is now being processed. It will be
          shipped within 1-2 business days (orders placed before 2 PM AEST on a business day are dispatched the same
          day), and express delivery takes 2-3 business days across Australia.
        </p>
      </section>

      {children}

      <section aria-labelledby="order-success-help-heading" className={c.callout}>
        <h2 id="order-success-help-heading" className={c.h3}>
          Questions about your order?
        </h2>
        <p className={c.p}>
          Email <SupportEmailLink /> or call <SupportPhoneLink />, and have your order details handy. We reply within 24
          hours.
        </p>
      </section>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={c.primaryButton}>
          Return to Home
        </Link>
        <Link to="/contact" className={c.secondaryButton}>
          Contact Support
        </Link>
      </div>
    </div>
  );
}

export function CancelContent({ shopName }: CancelContentProps) {
  return (
    <div className={c.wrapper}>
      <section aria-labelledby="order-cancel-heading" className="space-y-4 text-center">
        <StatusIcon tone="cancel" />
        <h2 id="order-cancel-heading" className={c.h2}>
          Your Order Was Cancelled
        </h2>
        <p className={c.p}>Your order was cancelled and no payment was processed, so you haven&apos;t been charged.</p>
        <p className={c.p}>
          Changed your mind, or had trouble at checkout? Your cart is just as you left it, so you can head back to the{" "}
          {shopName} store and check out whenever you&apos;re ready. If something went wrong, our support team can help:
          email <SupportEmailLink /> or call <SupportPhoneLink />.
        </p>
      </section>

      <div className="flex justify-center">
        <Link to="/" className={c.primaryButton}>
          Return to Store
        </Link>
      </div>
    </div>
  );
}

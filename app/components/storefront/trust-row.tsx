import { LockIcon } from "../checkout/test-payment-marks";

// Near Add to Cart: what a careful shopper checks before paying. Facts from docs/spec.md §9.

const icon = "size-5 shrink-0 text-purple-700";

function ReturnIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" className={icon}>
      <path d="M4 8a6.5 6.5 0 1 1 1.2 6.4M4 3.5V8h4.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function TruckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" className={icon}>
      <path d="M1.5 4.5h10v8h-10zM11.5 7.5h4l3 3v2h-7" strokeLinejoin="round" />
      <circle cx="5" cy="14.5" r="1.6" fill="white" />
      <circle cx="15" cy="14.5" r="1.6" fill="white" />
    </svg>
  );
}

/** The cards the checkout takes, drawn (no image requests, no third-party logos to load). */
export function AcceptedCards() {
  return (
    <span className="flex items-center gap-1.5" role="img" aria-label="We accept Visa, Mastercard and American Express">
      <svg viewBox="0 0 38 24" className="h-6 w-9" aria-hidden="true">
        <rect width="38" height="24" rx="4" fill="#fff" stroke="#d1d5db" />
        <text x="19" y="16" textAnchor="middle" fontSize="10" fontWeight="800" fontStyle="italic" fill="#1a1f71">
          VISA
        </text>
      </svg>
      <svg viewBox="0 0 38 24" className="h-6 w-9" aria-hidden="true">
        <rect width="38" height="24" rx="4" fill="#fff" stroke="#d1d5db" />
        <circle cx="15.5" cy="12" r="6.5" fill="#eb001b" />
        <circle cx="22.5" cy="12" r="6.5" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
      <svg viewBox="0 0 38 24" className="h-6 w-9" aria-hidden="true">
        <rect width="38" height="24" rx="4" fill="#1f72cd" />
        <text x="19" y="15.5" textAnchor="middle" fontSize="8" fontWeight="800" fill="#fff">
          AMEX
        </text>
      </svg>
    </span>
  );
}

export function TrustRow() {
  const item = "flex items-center gap-2";
  return (
    <ul aria-label="Buying with us" className="grid gap-3 text-sm text-gray-700 sm:grid-cols-2">
      <li className={item}>
        <LockIcon className={icon} />
        Secure checkout
      </li>
      <li className={item}>
        <ReturnIcon />
        30-day satisfaction guarantee
      </li>
      <li className={item}>
        <TruckIcon />
        Express shipping across Australia
      </li>
      <li className={item}>
        <AcceptedCards />
      </li>
    </ul>
  );
}

import { Link } from "react-router";
import type { FaqItem } from "../../../core/faq-data";
import { DIRECTIONS, warnings } from "../../content/product-label";
import { Accordion } from "../ui/accordion";

// Below the fold of a product page: how to take it, the warnings, delivery and the guarantee in
// short, and the questions shoppers ask about the product itself.

const h2 = "text-xl font-bold text-gray-900";
const list = "mt-3 list-disc space-y-2 pl-5 text-gray-700";

/** `faqs` come from the loader, so the FAQ text is not in the page's JavaScript twice. */
export function ProductInfo({ shopName, faqs }: { shopName: string; faqs: readonly FaqItem[] }) {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="directions-title">
        <h2 id="directions-title" className={h2}>
          Directions
        </h2>
        <ul className={list}>
          {DIRECTIONS.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="warnings-title">
        <h2 id="warnings-title" className={h2}>
          Warnings
        </h2>
        <ul className={list}>
          {warnings(shopName).map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-gray-600">
          More in our{" "}
          <Link to="/disclaimer" className="font-medium text-purple-700 underline">
            Disclaimer
          </Link>
          .
        </p>
      </section>
      <section aria-labelledby="delivery-title">
        <h2 id="delivery-title" className={h2}>
          Delivery and our guarantee
        </h2>
        <ul className={list}>
          <li>
            Ordered before 2 PM AEST on a business day? It leaves the same day. Every order ships within 1-2 business
            days.
          </li>
          <li>
            Express delivery in 2-3 business days across Australia, free on 2 or more tubs ($9.95 for a single tub).
          </li>
          <li>
            30-day satisfaction guarantee from confirmed delivery, opened tubs included. It adds to your rights under
            the Australian Consumer Law.{" "}
            <Link to="/returns" className="font-medium text-purple-700 underline">
              Returns Policy
            </Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="product-faq-title">
        <h2 id="product-faq-title" className={h2}>
          Questions about this product
        </h2>
        <Accordion items={faqs} className="mt-3" />
        <p className="mt-3 text-sm text-gray-600">
          <Link to="/faqs" className="font-medium text-purple-700 underline">
            All FAQs
          </Link>
        </p>
      </section>
    </div>
  );
}

// The confirmation page's "where and how": the address the order goes to, what paid for it, and
// the way to the shopper's account. Saving the address to the account is asked, never assumed:
// a button the shopper presses, shown only to the order's own signed-in customer.
import { Form, Link } from "react-router";

export type OrderDelivery = {
  number: string;
  addressLines: string[] | null;
  paidWith: string | null;
  /** The signed-in customer whose order it is; null for anyone else. */
  customer: { canSaveAddress: boolean } | null;
};

const box = "rounded-2xl border border-gray-200 bg-white p-5 text-left";
const heading = "text-sm font-semibold tracking-wide text-gray-600 uppercase";
const button =
  "inline-flex min-h-11 items-center rounded-lg border border-purple-700 px-4 font-semibold text-purple-800 hover:bg-purple-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-700";

export function OrderDeliveryDetails({ delivery, saved }: { delivery: OrderDelivery; saved: string | null }) {
  const { addressLines, paidWith, customer } = delivery;
  return (
    <section aria-label="Delivery and payment" className="my-6 space-y-4" data-testid="order-delivery">
      <div className="grid gap-4 sm:grid-cols-2">
        {addressLines ? (
          <div className={box}>
            <h2 className={heading}>Delivering to</h2>
            <address className="mt-2 text-gray-900 not-italic">
              {addressLines.map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
            </address>
            {saved ? (
              <p role="status" className="mt-3 font-medium text-green-800">
                {saved}
              </p>
            ) : customer?.canSaveAddress ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="save-address" />
                <button type="submit" className={button}>
                  Save this address to my account
                </button>
              </Form>
            ) : null}
          </div>
        ) : null}
        {paidWith ? (
          <div className={box}>
            <h2 className={heading}>Paid with</h2>
            <p className="mt-2 text-gray-900">{paidWith}</p>
          </div>
        ) : null}
      </div>
      <p className="text-center text-gray-700">
        {customer ? (
          <Link
            to={`/account/orders/${encodeURIComponent(delivery.number)}`}
            className="font-semibold text-purple-800 underline"
          >
            See this order in your account
          </Link>
        ) : (
          <>
            Track this order and reorder in one tap:{" "}
            <Link to="/account/sign-in" className="font-semibold text-purple-800 underline">
              sign in with the e-mail you paid with
            </Link>
            .
          </>
        )}
      </p>
    </section>
  );
}

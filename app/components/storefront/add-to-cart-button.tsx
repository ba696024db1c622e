import { useHydrated } from "../../lib/use-hydrated";
import type { useProductChoice } from "./use-product-choice";

/** Add to Cart, or 'Sold out' when nothing of the product can be sold, with what stops this choice. */
export function AddToCartButton(props: {
  choice: ReturnType<typeof useProductChoice>;
  readOnly?: boolean;
  onAdd(): void;
  className?: string;
}) {
  const { choice } = props;
  // The cart lives in the browser: until the scripts run the button says it is getting ready.
  const hydrated = useHydrated();
  const shape = `rounded-full px-6 font-semibold ${props.className ?? "py-3"}`;
  return (
    <>
      <p role="status" className="text-sm font-medium text-red-700 empty:hidden" data-testid="stock-notice">
        {choice.problem ?? ""}
      </p>
      {choice.soldOut ? (
        <button type="button" disabled className={`${shape} cursor-not-allowed bg-gray-200 text-gray-700`}>
          Sold out
        </button>
      ) : !hydrated ? (
        <button type="button" disabled className={`${shape} cursor-progress bg-gray-200 text-gray-700`}>
          Getting ready…
        </button>
      ) : (
        <button
          type="button"
          disabled={props.readOnly || choice.problem !== null}
          onClick={props.onAdd}
          className={`${shape} bg-linear-to-r from-purple-600 to-fuchsia-600 text-white shadow-md transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50`}
        >
          Add to Cart
        </button>
      )}
    </>
  );
}

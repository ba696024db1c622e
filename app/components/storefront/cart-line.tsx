import { MAX_QUANTITY } from "../../../core/constants";
import { splitFlavors } from "../../../core/flavors";
import { formatPrice } from "../../../core/money";
import { isSoldOut, shortLineMessage, type ShownStock } from "../../../core/stock";
import { lineKeyOf, type CartItem } from "../../../core/cart";
import { frequencyLabel } from "../../../core/subscription-price";
import { swapLineFlavor, type LineState } from "../../../core/cart-stock";
import { useCart } from "../../lib/cart";
import { ProductImage } from "./product-image";

/**
 * The line's picture, chosen as the product page chooses it for the same flavours (ProductImage):
 * the uploaded image, else the drawn tub or mixed pack of the line's own flavours, so a swapped
 * flavour shows at once. A failed image tries /images/{id}.png, then the placeholder (docs/spec.md §8).
 */
function LineImage({ item }: { item: CartItem }) {
  return (
    <ProductImage
      name=""
      images={item.images}
      flavor={item.flavor}
      flavorSelections={splitFlavors(item.flavor).length}
      fallbackSrc={`/images/${item.id}.png`}
      className="h-full w-full object-contain"
      sizes="80px"
    />
  );
}

// 44 px: the quantity buttons are the drawer's most-tapped targets on a phone.
const stepButton =
  "flex size-11 shrink-0 items-center justify-center rounded-full border border-gray-300 text-lg font-bold hover:border-purple-500 disabled:opacity-40 disabled:hover:border-gray-300";

/** A select per sold-out slot of the line: the flavours the product offers that are still for sale. */
function FlavourSwap(props: { item: CartItem; offered: readonly string[]; stock: ShownStock | undefined }) {
  const cart = useCart();
  const { item } = props;
  const flavors = splitFlavors(item.flavor);
  const choices = props.offered.filter((f) => !isSoldOut(props.stock, f));
  if (choices.length === 0) return null;
  return (
    <div className="mt-1 flex flex-col gap-2">
      {flavors.map((flavor, slot) =>
        isSoldOut(props.stock, flavor) ? (
          <label key={slot} className="flex flex-col gap-1 text-sm font-medium text-gray-800">
            <span>
              {flavors.length > 1 ? `Instead of ${flavor}` : "Choose another flavour"}
              <span className="sr-only"> for {item.name}</span>
            </span>
            <select
              value=""
              onChange={(e) => {
                const next = e.target.value;
                if (next) cart.update((items) => swapLineFlavor(items, lineKeyOf(item), slot, next));
              }}
              className="min-h-11 rounded-xl border border-gray-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-purple-600"
            >
              <option value="">Choose a flavour</option>
              {choices.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </label>
        ) : null,
      )}
    </div>
  );
}

/** One line of the cart drawer: picture, name, flavours, price and its quantity controls. */
export function CartLine({
  item,
  state,
  offered,
  stock,
}: {
  item: CartItem;
  state: LineState;
  offered?: readonly string[];
  stock?: ShownStock;
}) {
  const cart = useCart();
  const key = lineKeyOf(item);
  const every = item.subscription ? frequencyLabel(item.subscription.frequencyWeeks) : null;
  const soldOut = state.kind === "soldOut";
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line" data-sold-out={soldOut || undefined}>
      <div className={`h-20 w-20 shrink-0 rounded-2xl bg-gray-50 p-1.5 ${soldOut ? "opacity-60 grayscale" : ""}`}>
        <LineImage item={item} />
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <div className="flex justify-between gap-2">
          <p className="font-semibold text-gray-900">{item.name}</p>
          <p className={`font-semibold ${soldOut ? "text-gray-500 line-through" : ""}`} data-testid="line-total">
            {formatPrice(item.unitPrice * item.quantity)}
            {soldOut ? <span className="sr-only"> (not in the total)</span> : null}
          </p>
        </div>
        <p className="text-sm text-gray-600">{splitFlavors(item.flavor).join(" · ")}</p>
        <p className="text-xs text-gray-500">{formatPrice(item.unitPrice)} each</p>
        {every ? (
          <p className="text-sm font-medium text-purple-800" data-testid="line-purchase">
            Subscribe &amp; save, delivered {every}: {formatPrice(item.unitPrice * item.quantity)} per delivery
          </p>
        ) : (
          <p className="text-sm text-gray-600" data-testid="line-purchase">
            One-time purchase
          </p>
        )}
        {state.kind !== "ok" ? (
          <p className="text-sm font-medium text-red-700" data-testid="line-stock-warning">
            {shortLineMessage(state.kind === "soldOut" ? { flavor: state.flavor, available: 0 } : state)}
          </p>
        ) : null}
        {soldOut && offered ? <FlavourSwap item={item} offered={offered} stock={stock} /> : null}
        <div className="mt-1 flex items-center justify-between">
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label={`Decrease quantity of ${item.name}${every ? ` (${every})` : ""}`}
              disabled={item.quantity <= 1}
              onClick={() => cart.setQuantity(key, item.quantity - 1)}
              className={stepButton}
            >
              −
            </button>
            <span
              aria-label={`Quantity ${item.quantity}`}
              className="w-6 text-center font-semibold"
              data-testid="line-quantity"
            >
              {item.quantity}
            </span>
            <button
              type="button"
              aria-label={`Increase quantity of ${item.name}${every ? ` (${every})` : ""}`}
              disabled={item.quantity >= MAX_QUANTITY || !state.canAdd}
              onClick={() => cart.setQuantity(key, item.quantity + 1)}
              className={stepButton}
            >
              +
            </button>
          </div>
          <button
            type="button"
            onClick={() => cart.removeItem(key)}
            className="min-h-11 px-1 text-sm font-medium text-gray-600 underline hover:text-red-700"
          >
            Remove
            <span className="sr-only">
              {" "}
              {item.name}
              {every ? ` (${every})` : ""}
            </span>
          </button>
        </div>
      </div>
    </li>
  );
}

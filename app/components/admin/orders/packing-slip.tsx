// One packing slip: what goes in the parcel and where it goes. Every text is React text (escaped);
// only the barcode is markup, drawn by the server from the order number alone.
import type { PackingSlip } from "../../../../server/modules/orders/order-bulk.types";
import { ShippedLots } from "../../shared/shipped-lots";
import { useShopTime } from "../shared/use-shop-time";

/** Paper size and a page per slip; a label printer takes 4×6 in, an office printer A4. */
export const SLIP_PRINT_CSS = {
  a4: "@page { size: A4; margin: 12mm; } @media print { .packing-slip { break-after: page; } .packing-slip:last-child { break-after: auto; } }",
  label:
    "@page { size: 4in 6in; margin: 0.15in; } @media print { .packing-slip { break-after: page; font-size: 9pt; } .packing-slip:last-child { break-after: auto; } }",
} as const;

export function PackingSlipSheet(props: {
  slip: PackingSlip;
  shopName: string;
  note: string;
  size: "a4" | "label";
  address: string[];
}) {
  const { slip } = props;
  const formatWhen = useShopTime();
  const label = props.size === "label";
  return (
    <article
      data-testid="packing-slip"
      aria-label={`Packing slip for order ${slip.number}`}
      className={`packing-slip mx-auto space-y-4 rounded-lg bg-white p-6 ring-1 ring-gray-300 print:rounded-none print:p-0 print:ring-0 ${label ? "max-w-[4in] text-sm" : ""}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-300 pb-3">
        <div>
          <p className="text-lg font-bold">{props.shopName}</p>
          <p className="text-sm text-gray-700">Packing slip</p>
        </div>
        <div className="text-right">
          <p className="font-mono text-lg font-bold">{slip.number}</p>
          <p className="text-xs text-gray-700">{`Ordered ${formatWhen(slip.createdAt)}`}</p>
        </div>
      </header>
      <div
        className={`barcode ${label ? "h-12" : "h-16"} [&>svg]:h-full [&>svg]:w-auto`}
        dangerouslySetInnerHTML={{ __html: slip.barcodeSvg }}
      />
      <div>
        <h2 className="text-xs font-semibold tracking-wide text-gray-700 uppercase">Ship to</h2>
        {props.address.length > 0 ? (
          <address className="text-base not-italic">
            {props.address.map((line, i) => (
              <div key={i} className={i === 0 ? "font-semibold" : ""}>
                {line}
              </div>
            ))}
          </address>
        ) : (
          <p className="text-sm">{slip.customerName ?? "No address on this order"}</p>
        )}
      </div>
      <table className="w-full border-collapse text-left text-sm">
        <thead className="border-b border-gray-400 text-xs font-semibold tracking-wide uppercase">
          <tr>
            <th scope="col" className="py-1">
              Product
            </th>
            <th scope="col" className="py-1">
              Flavour
            </th>
            <th scope="col" className="py-1 text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {slip.lines.map((l, i) => (
            <tr key={i}>
              <td className="py-1">{l.name}</td>
              <td className="py-1">{l.flavor}</td>
              <td className="py-1 text-right font-semibold tabular-nums">{l.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ShippedLots lots={slip.lots} className="border-t border-gray-300 pt-2" />
      {props.note ? <p className="border-t border-gray-300 pt-3 text-sm text-gray-800">{props.note}</p> : null}
    </article>
  );
}

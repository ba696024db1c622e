// The order open on the packing bench: who it goes to, and each flavour's tubs with a tick for
// every one scanned so far.
import { formatAddressLines } from "../../../../core/order";
import type { PackBench, PackOrder } from "../../../../server/modules/orders/order-pack.types";
import { ORDER_NUMBER_CLASS } from "../orders/order-display";

function TubRow({ flavor, needed, packed }: PackOrder["tubs"][number]) {
  const done = packed >= needed;
  return (
    <li data-testid="pack-tub" className="flex flex-wrap items-center justify-between gap-3 py-3">
      <span className="text-base font-semibold text-gray-900">{flavor}</span>
      <span className="flex items-center gap-3">
        <span aria-hidden="true" className="flex flex-wrap gap-1">
          {Array.from({ length: needed }, (_, i) => (
            <span
              key={i}
              className={`inline-flex h-6 w-6 items-center justify-center rounded-md text-sm font-bold ring-1 ${
                i < packed ? "bg-green-600 text-white ring-green-700" : "bg-white text-transparent ring-gray-300"
              }`}
            >
              ✓
            </span>
          ))}
        </span>
        <span className={`text-sm tabular-nums ${done ? "font-semibold text-green-800" : "text-gray-700"}`}>
          {`${packed} of ${needed} ${needed === 1 ? "tub" : "tubs"}`}
        </span>
      </span>
    </li>
  );
}

export function PackOrderPanel({ bench }: { bench: PackBench }) {
  const order = bench.order;
  if (!order) {
    return (
      <p className="rounded-xl bg-gray-50 px-4 py-6 text-center text-sm text-gray-600 ring-1 ring-gray-200">
        No order is open. Scan the barcode on a packing slip to start.
      </p>
    );
  }
  const left = order.tubs.reduce((n, t) => n + t.needed - t.packed, 0);
  return (
    <div
      data-testid="pack-order"
      className="grid gap-5 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-gray-200 md:grid-cols-[minmax(0,1fr)_16rem]"
    >
      <div>
        <h3 className="text-lg font-bold text-gray-900">
          Order <span className={ORDER_NUMBER_CLASS}>{order.number}</span>
        </h3>
        <p className="text-sm text-gray-600">
          {left === 0 ? "Every tub is in." : `${left} ${left === 1 ? "tub" : "tubs"} still to scan.`}
        </p>
        <ul className="mt-2 divide-y divide-gray-100" aria-label="Tubs to pack">
          {order.tubs.map((t) => (
            <TubRow key={t.flavor} {...t} />
          ))}
        </ul>
      </div>
      <div className="text-sm text-gray-800">
        <h4 className="mb-1 text-xs font-semibold tracking-wider text-gray-500 uppercase">Ship to</h4>
        {order.address ? (
          <address className="not-italic">
            {formatAddressLines(order.address).map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : (
          <p>{order.customerName ?? "No address given"}</p>
        )}
      </div>
    </div>
  );
}

// /admin/orders/packing-slips?…&size=label: one slip per selected order, a page each when printed
// (A4, or a 4×6 in label), with the shop's name, the ship-to address, the lines, the shop's note
// and a barcode of the order number the server drew.
import type { MetaDescriptor } from "react-router";
import { formatAddressLines } from "../../../core/order";
import { BULK_CAP, ordersHrefFor, readSelection } from "../../../core/order-bulk";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { CappedNote, PrintPage, SelectionProblem } from "../../components/admin/orders/print-page";
import { PackingSlipSheet, SLIP_PRINT_CSS } from "../../components/admin/orders/packing-slip";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.orders.packing-slips";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const size = params.get("size") === "label" ? ("label" as const) : ("a4" as const);
  const other = new URLSearchParams(params);
  if (size === "label") other.delete("size");
  else other.set("size", "label");
  const back = ordersHrefFor(params);
  const read = readSelection(params);
  if (!read.ok) return { error: read.error, back, size, otherSize: "", slips: null };
  const slips = await context.services.orders.bulk.packingSlips(read.selection);
  return { error: null, back, size, otherSize: `${url.pathname}?${other}`, slips };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Packing slips", matches);
}

export default function PackingSlips({ loaderData }: Route.ComponentProps) {
  const { slips, size, back, error, otherSize } = loaderData;
  if (!slips) return <SelectionProblem message={error ?? ""} backHref={back} />;
  const tools = (
    <a href={otherSize} className="text-sm font-medium text-purple-700 underline underline-offset-2">
      {size === "label" ? "Print on A4 instead" : "Print on 4×6 in labels instead"}
    </a>
  );
  return (
    <PrintPage title="Packing slips" backHref={back} tools={tools}>
      {/* Constant text, not user input: the page size and a page per slip. */}
      <style dangerouslySetInnerHTML={{ __html: SLIP_PRINT_CSS[size] }} />
      <div className="space-y-1 print:hidden">
        <h1 className="text-2xl font-bold">Packing slips</h1>
        <p className="text-sm text-gray-600">
          {`${slips.slips.length.toLocaleString("en-AU")} ${slips.slips.length === 1 ? "slip" : "slips"}, ${size === "label" ? "4×6 in labels" : "A4"}, one page each`}
        </p>
      </div>
      <CappedNote capped={slips.capped} cap={BULK_CAP} />
      <div className="space-y-6 print:space-y-0">
        {slips.slips.map((slip) => (
          <PackingSlipSheet
            key={slip.number}
            slip={slip}
            shopName={slips.shopName}
            note={slips.note}
            size={size}
            address={slip.address ? formatAddressLines(slip.address) : []}
          />
        ))}
      </div>
    </PrintPage>
  );
}

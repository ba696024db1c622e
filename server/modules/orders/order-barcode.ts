// A Code 128 barcode of an order number, drawn as SVG on the server (bwip-js): a scanner at the
// packing bench reads the slip's number instead of someone typing it.
import { toSVG } from "bwip-js/node";
import { ORDER_NUMBER_PATTERN } from "../../../core/order";

/** The SVG markup for an order number; only ever a number of the shop's own pattern. */
export function orderBarcodeSvg(number: string): string {
  // The markup is put into the page as is: it is drawn from a number that cannot hold markup.
  if (!ORDER_NUMBER_PATTERN.test(number)) throw new Error(`not an order number: ${number.slice(0, 20)}`);
  const svg = toSVG({ bcid: "code128", text: number, height: 12, scale: 2, includetext: false });
  return svg.replace("<svg ", `<svg role="img" aria-label="Barcode of order ${number}" `);
}

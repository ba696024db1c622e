// The tax invoice and the adjustment note as A4 PDFs: layout only. What they say comes from
// core/tax-invoice.ts, the view model the web invoice page draws too. Set in the PDF standard
// fonts (Helvetica), which every reader has and pdfkit carries as metrics files in its own
// package, so no font file has to be found in the build.
import PDFDocument from "pdfkit";
import type { AdjustmentNoteView, InvoiceLine, TaxInvoiceView } from "../../../core/tax-invoice";

type Doc = PDFKit.PDFDocument;

const PAGE = { margin: 50, width: 595.28, height: 841.89 };
const RIGHT = PAGE.width - PAGE.margin;
const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#d1d5db";
const BAND = "#f3f4f6";
const ACCENT = "#6d28d9";
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";

// Item, quantity, unit price and amount; the numbers right-aligned in their columns.
const COLS = {
  item: { x: PAGE.margin + 8, w: 255 },
  qty: { x: 320, w: 50 },
  price: { x: 380, w: 75 },
  amount: { x: 465, w: RIGHT - 8 - 465 },
};

/**
 * The standard fonts write Windows-1252: a character outside it (an emoji in a product name)
 * would print as a wrong glyph, so it becomes '?' instead; '·' and '•' are in it.
 */
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
export function printable(s: string): string {
  return [...s].map((ch) => (ch.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(ch) ? ch : "?")).join("");
}

function render(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    font: REGULAR,
    info: { Title: title, Creator: "Rebound" },
    lang: "en-AU",
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function text(
  doc: Doc,
  s: string,
  x: number,
  y: number,
  opts: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {},
) {
  const { font = REGULAR, size = 10, color = INK, ...rest } = opts;
  doc
    .font(font)
    .fontSize(size)
    .fillColor(color)
    .text(printable(s), x, y, { lineBreak: rest.width !== undefined, ...rest });
}

function rule(doc: Doc, y: number, color = RULE) {
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(color).stroke();
}

/** Title, seller and ABN on the left, the shop's name on the right; answers where the page goes on. */
function header(doc: Doc, v: { title: string; seller: TaxInvoiceView["seller"] }): number {
  text(doc, v.title, PAGE.margin, PAGE.margin, { font: BOLD, size: 24 });
  text(doc, v.seller.shopName, PAGE.margin, PAGE.margin + 4, {
    font: BOLD,
    size: 18,
    color: ACCENT,
    width: RIGHT - PAGE.margin,
    align: "right",
  });
  text(doc, v.seller.name, PAGE.margin, PAGE.margin + 36, { font: BOLD, size: 11 });
  if (v.seller.abn) text(doc, `ABN ${v.seller.abn}`, PAGE.margin, PAGE.margin + 52, { size: 10, color: MUTED });
  rule(doc, PAGE.margin + 74, INK);
  return PAGE.margin + 90;
}

/** The buyer on the left; the document's facts as label and value on the right. */
function parties(doc: Doc, y: number, buyer: TaxInvoiceView["buyer"], facts: [string, string][]): number {
  const who = [
    buyer.name,
    ...(buyer.email ? [buyer.email] : []),
    ...buyer.address.filter((l, i) => i > 0 || l !== buyer.name),
  ].filter(Boolean);
  // An erased customer's order keeps no buyer under $1,000: no heading over nothing.
  if (who.length > 0) text(doc, "Bill to", PAGE.margin, y, { font: BOLD, size: 9, color: MUTED });
  let left = y + 14;
  who.forEach((line, i) => {
    text(doc, line, PAGE.margin, left, { font: i === 0 ? BOLD : REGULAR, size: 10, width: 240 });
    left = doc.y + 1;
  });
  let right = y;
  for (const [label, value] of facts) {
    text(doc, label, 300, right, { font: BOLD, size: 9, color: MUTED });
    text(doc, value, 380, right, { size: 10, width: RIGHT - 8 - 380, align: "right" });
    right += 16;
  }
  return Math.max(left, right) + 18;
}

function tableHead(doc: Doc, y: number): number {
  doc.rect(PAGE.margin, y, RIGHT - PAGE.margin, 20).fill(BAND);
  const o = { font: BOLD, size: 9, color: MUTED };
  text(doc, "Item", COLS.item.x, y + 6, o);
  text(doc, "Qty", COLS.qty.x, y + 6, { ...o, width: COLS.qty.w, align: "right" });
  text(doc, "Unit price", COLS.price.x, y + 6, { ...o, width: COLS.price.w, align: "right" });
  text(doc, "Amount", COLS.amount.x, y + 6, { ...o, width: COLS.amount.w, align: "right" });
  return y + 26;
}

/** The items, a new page (with the column heads again) when one would run off the foot. */
function items(doc: Doc, y: number, lines: InvoiceLine[]): number {
  y = tableHead(doc, y);
  for (const l of lines) {
    doc.font(BOLD).fontSize(10);
    const nameH = doc.heightOfString(printable(l.description), { width: COLS.item.w });
    const h = nameH + l.details.length * 12 + 10;
    if (y + h > PAGE.height - PAGE.margin - 40) {
      doc.addPage();
      y = tableHead(doc, PAGE.margin);
    }
    text(doc, l.description, COLS.item.x, y, { font: BOLD, width: COLS.item.w });
    l.details.forEach((d, i) =>
      text(doc, d, COLS.item.x, y + nameH + i * 12, { size: 9, color: MUTED, width: COLS.item.w }),
    );
    text(doc, String(l.quantity), COLS.qty.x, y, { width: COLS.qty.w, align: "right" });
    text(doc, l.unitPrice, COLS.price.x, y, { width: COLS.price.w, align: "right" });
    text(doc, l.amount, COLS.amount.x, y, { width: COLS.amount.w, align: "right" });
    y += h;
    rule(doc, y - 4);
  }
  return y + 6;
}

/** Label and amount rows, right-aligned under the Amount column; `strong` rows in bold above a rule. */
function totals(doc: Doc, y: number, rows: { label: string; text: string; strong?: boolean }[]): number {
  const x = 270;
  if (y + rows.length * 20 + 20 > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  for (const r of rows) {
    if (r.strong) {
      doc
        .moveTo(x, y - 3)
        .lineTo(RIGHT, y - 3)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke();
      y += 3;
    }
    const o = { font: r.strong ? BOLD : REGULAR, size: r.strong ? 11 : 10 };
    text(doc, r.label, x, y, o);
    text(doc, r.text, COLS.amount.x, y, { ...o, width: COLS.amount.w, align: "right" });
    y += r.strong ? 22 : 17;
  }
  return y + 10;
}

function footnote(doc: Doc, y: number, s: string) {
  text(doc, s, PAGE.margin, Math.max(y + 10, 0), { size: 9, color: MUTED, width: RIGHT - PAGE.margin });
}

export function renderTaxInvoicePdf(v: TaxInvoiceView): Promise<Buffer> {
  return render(`Tax invoice ${v.number}`, (doc) => {
    let y = header(doc, v);
    y = parties(doc, y, v.buyer, [
      ["Invoice number", v.number],
      ["Date of issue", v.dateOfIssue],
      ["Paid with", v.paidWith],
    ]);
    y = items(doc, y, v.lines);
    y = totals(
      doc,
      y,
      v.totals.map((r) => ({ label: r.label, text: r.text, strong: r.key === "total" })),
    );
    footnote(doc, y, v.note);
  });
}

export function renderAdjustmentNotePdf(v: AdjustmentNoteView): Promise<Buffer> {
  return render(`Adjustment note ${v.number}`, (doc) => {
    let y = header(doc, v);
    y = parties(doc, y, v.buyer, [
      ["Note number", v.number],
      ["Date of issue", v.dateOfIssue],
      ["Tax invoice", v.invoice.number],
      ["Invoice date", v.invoice.dateOfIssue],
      ["Refund reference", v.refund.reference],
    ]);
    text(doc, `Items on tax invoice ${v.invoice.number}`, PAGE.margin, y, { font: BOLD, size: 10 });
    y = items(doc, y + 18, v.lines);
    y = totals(doc, y, [
      { label: "Tax invoice total (AUD, GST inclusive)", text: v.invoice.total },
      { label: "Amount refunded (AUD, GST inclusive)", text: v.refund.amountText, strong: true },
      { label: "GST refunded", text: v.refund.gstText },
    ]);
    footnote(doc, y, v.note);
  });
}

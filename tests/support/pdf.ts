// A PDF's text as a reader extracts it (pdftotext from poppler-utils, which .ci/run installs),
// so a test finds the words a document shows, not the bytes it is made of.
import { execFileSync } from "node:child_process";

/** The text of every page, laid out as printed (columns kept on their line). */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");
}

/** Whether `line`'s words appear in this order on one line of the text (any spacing between). */
export function hasRow(text: string, ...cells: string[]): boolean {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(cells.map(esc).join("\\s+.*?"), "m").test(text);
}

// The frame's text helpers: the dark-mode style sheet, and addresses in a sentence made links.
import { Link } from "@react-email/components";
import type { ReactNode } from "react";

// Dark-mode overrides for the clients that read them; the inline colours stay the fallback.
export const DARK_CSS = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){.rb-bg,.rb-bg>table>tbody>tr>td{background:#0b0f19!important}.rb-brand{color:#e9d5ff!important}.rb-card{background:#111827!important;border-color:#374151!important}
.rb-ink,.rb-ink td,.rb-ink th{color:#f3f4f6!important}.rb-muted{color:#d1d5db!important}.rb-head{color:#f3f4f6!important}
.rb-link{color:#e9d5ff!important}}`;

// An address ends before closing punctuation that belongs to the sentence.
const URL_IN_TEXT = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

export function linked(text: string, colour: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_IN_TEXT)) {
    out.push(text.slice(last, m.index));
    out.push(
      <Link
        key={m.index}
        href={m[0]}
        className="rb-link"
        style={{ color: colour, textDecoration: "underline", overflowWrap: "anywhere", wordBreak: "break-all" }}
      >
        {m[0]}
      </Link>,
    );
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

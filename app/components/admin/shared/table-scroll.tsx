// A table wider than a phone scrolls sideways inside its own box. A keyboard has to reach that box
// to scroll it (WCAG 2.1.1: axe's scrollable-region-focusable), so it takes focus and is named for
// a screen reader; whether it overflows depends on the text in it, so every wide table uses this.
import type { ReactNode } from "react";

export function TableScroll(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={props.label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600 ${props.className ?? ""}`}
    >
      {props.children}
    </div>
  );
}

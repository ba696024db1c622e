// Customer e-mails as blocks of plain text: each is drawn as HTML in the shop's frame
// (layout.tsx, React never renders user text as markup) and as a plain-text part.
import { render } from "@react-email/render";
import { createElement } from "react";
import { plainBrand, type EmailBrand } from "./email-brand";
import type { EmailBlock } from "./email-blocks";
import { BrandedEmail } from "./layout";

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type { EmailBlock, EmailItem } from "./email-blocks";

/**
 * An e-mail's HTML, drawn in the shop's frame when the message is queued (React Email renders
 * asynchronously, and the brand is read then). Without a brand it falls back to the shop's name.
 */
export type BrandedHtml = (brand?: EmailBrand) => Promise<string>;

/** Renders heading + blocks in the shop's branded frame (layout.tsx). */
export function renderEmailHtml(opts: {
  shopName: string;
  heading: string;
  blocks: readonly EmailBlock[];
  preview?: string;
}): BrandedHtml {
  return async (brand) =>
    stripReactMarkers(
      await render(
        createElement(BrandedEmail, {
          brand: brand ?? plainBrand(opts.shopName),
          heading: opts.heading,
          blocks: opts.blocks,
          ...(opts.preview ? { preview: opts.preview } : {}),
        }),
      ),
    );
}

// React's text separators and suspense markers mean nothing to a mail client; without them the
// message is smaller and its text reads as written.
const stripReactMarkers = (html: string) => html.replace(/<!--(?: |\$|\/\$|html|head|body)?-->/g, "");

/** A message's HTML as a string, whether it was written out or is drawn in the frame. */
export async function resolveEmailHtml(
  html: string | BrandedHtml | undefined,
  brand?: EmailBrand,
): Promise<string | undefined> {
  return typeof html === "function" ? html(brand) : html;
}

/** The same blocks as plain text. */
export function renderEmailText(opts: { heading: string; blocks: readonly EmailBlock[] }): string {
  const parts = [opts.heading, ""];
  for (const b of opts.blocks) {
    if (b.kind === "p") {
      parts.push(b.link ? `${b.text} ${b.link.label}: ${b.link.url}` : b.text);
      if (b.action) parts.push(`${b.action.label}: ${b.action.url}`);
      parts.push("");
    } else if (b.kind === "quote") parts.push(...b.text.split("\n").map((l) => `> ${l}`), "");
    else if (b.kind === "code") parts.push(b.text, "");
    else if (b.kind === "items") {
      parts.push(
        ...b.lines.map(
          (l) => `  ${l.quantity} x ${l.name}${l.detail ? ` (${l.detail})` : ""}${l.amount ? ` = ${l.amount}` : ""}`,
        ),
        "",
      );
      if (b.summary) parts.push(...b.summary.map((r) => `${r.label}: ${r.text}`), "");
    } else parts.push(...b.rows.map(([k, v]) => `${k}: ${v}`), "");
  }
  return parts.join("\n").trimEnd() + "\n";
}

// A small, safe HTML body for transactional e-mails: escaped text, no remote content.
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A link in an e-mail: long signed addresses break anywhere rather than widen the column on a
 * phone (a sign-in link is longer than any screen).
 */
const LINK_STYLE = "color:#7e22ce;overflow-wrap:anywhere;word-break:break-all";

export function emailLink(url: string, label: string = url): string {
  return `<a href="${escapeHtml(url)}" style="${LINK_STYLE}">${escapeHtml(label)}</a>`;
}

// An address ends before closing punctuation that belongs to the sentence.
const URL_IN_TEXT = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

/** Escaped text whose addresses are links. */
export function linkedText(text: string): string {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(URL_IN_TEXT)) {
    out += escapeHtml(text.slice(last, m.index)) + emailLink(m[0]);
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

export type EmailBlock =
  /** `link`: a place named in words after the text, linked in HTML, its address given in the text part. */
  | { kind: "p"; text: string; link?: { label: string; url: string } }
  | { kind: "fields"; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: "quote"; text: string };

/** Renders heading + blocks as a plain, readable HTML document. */
export function renderEmailHtml(opts: { shopName: string; heading: string; blocks: readonly EmailBlock[] }): string {
  const body = opts.blocks
    .map((b) => {
      if (b.kind === "p")
        return `<p style="margin:0 0 16px">${linkedText(b.text)}${b.link ? ` ${emailLink(b.link.url, b.link.label)}.` : ""}</p>`;
      if (b.kind === "quote")
        return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #9333ea;background:#faf5ff;white-space:pre-wrap">${escapeHtml(b.text)}</blockquote>`;
      const rows = b.rows
        .map(
          ([k, v]) =>
            `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
        )
        .join("");
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
    })
    .join("");
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(opts.heading)}</title></head><body style="margin:0;padding:24px;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827;line-height:1.5"><div style="max-width:560px;margin:0 auto"><p style="margin:0 0 8px;font-weight:700;color:#7e22ce">${escapeHtml(opts.shopName)}</p><h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(opts.heading)}</h1>${body}</div></body></html>`;
}

/** The same blocks as plain text. */
export function renderEmailText(opts: { heading: string; blocks: readonly EmailBlock[] }): string {
  const parts = [opts.heading, ""];
  for (const b of opts.blocks) {
    if (b.kind === "p") parts.push(b.link ? `${b.text} ${b.link.label}: ${b.link.url}` : b.text, "");
    else if (b.kind === "quote") parts.push(...b.text.split("\n").map((l) => `> ${l}`), "");
    else parts.push(...b.rows.map(([k, v]) => `${k}: ${v}`), "");
  }
  return parts.join("\n").trimEnd() + "\n";
}

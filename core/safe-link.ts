// Where a link staff write may go: an https:// address, or a page of this shop. A same-site path
// must be "/" followed by a letter, digit or "#": "//evil.com", "/\evil.com" and "/<tab>/evil.com"
// all begin with "/" yet browsers follow them to another site, and checking the first character
// after the slash rules every such trick out at once. The admin's forms and the server use this one
// rule, and the shop applies it again when it draws a stored link (links saved before the rule).

export const SAFE_LINK_MESSAGE =
  "Enter a page of the shop starting with / and a letter or number (such as /faqs) or an https:// address.";

// No whitespace, control characters or backslashes anywhere: a browser strips or rewrites them.
const CLEAN = /^[^\s\p{Cc}\\]*$/u;
const SITE_PATH = /^\/[A-Za-z0-9#]/;
// A host of letters, digits, dots and hyphens (and a port), then a path, query or fragment: no
// "user@" part, which would make "https://shop.example@evil.com" read as the shop.
const HTTPS = /^https:\/\/[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:\d{1,5})?([/?#].*)?$/i;

/** An https:// address or a page of the shop; nothing else. */
export function isSafeLink(href: string): boolean {
  return CLEAN.test(href) && (SITE_PATH.test(href) || HTTPS.test(href));
}

/** Rich text may also link an e-mail address or a phone number. */
export function isSafeRichTextLink(href: string): boolean {
  return isSafeLink(href) || (CLEAN.test(href) && /^(mailto|tel):[^/\\]/i.test(href));
}

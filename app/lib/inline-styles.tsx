// Where the page's first-screen CSS goes: the server writes it into this element as the HTML
// leaves (page-css.server.ts, ADR 0034), and links the whole stylesheet for the rest. On the
// client the element is hydrated empty and React leaves the server's text alone (it does not
// patch inner HTML on hydration).
export function InlineStyles() {
  return <style id="shop-css" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

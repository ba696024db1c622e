// Staff-written text on the storefront (the content pages, the home copy). The HTML was cut to
// headings, paragraphs, lists, links, bold and italic by the server when it was saved
// (server/modules/content/, the one sanitiser of ADR 0019), as product descriptions are. Kept to
// this one small component because the home page's script carries it; the information pages' look
// is in rich-page.tsx.

/** Staff-written HTML, sanitised on save by the server; never text straight from a request. */
export function RichContent({ html, className }: { html: string; className: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

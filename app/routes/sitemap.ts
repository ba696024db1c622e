import { productPath } from "../lib/product-path";
import type { Route } from "./+types/sitemap";

// The pages a search engine should know: the information pages and every product on sale.
const PAGES = [
  "/",
  "/about",
  "/faqs",
  "/fap",
  "/contact",
  "/returns",
  "/return-form",
  "/terms",
  "/privacy",
  "/disclaimer",
];

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.config;
  const { products } = await context.services.products.catalogue.snapshot();
  const entries = [
    ...PAGES.map((p) => `<url><loc>${xmlEscape(publicUrl + p)}</loc></url>`),
    ...products.map(
      (p) =>
        `<url><loc>${xmlEscape(publicUrl + productPath(p.id))}</loc><lastmod>${p.updatedAt.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

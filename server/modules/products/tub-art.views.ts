// The drawn tub (core/tub-art.ts): a Rebound tub in its flavour's colour, or a mixed pack of two or
// three overlapping tubs, as a standalone SVG file. The label's text is the system's sans-serif:
// an SVG shown as an image cannot use the page's web font.
import { flavorColor, type FlavorColor } from "../../../core/flavors";
import { tubArtBox, type TubArt } from "../../../core/tub-art";
import { escapeHtml } from "../../infra/mail/html";

const FONT = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** One tub in a 200 × 240 box; `id` keeps its gradients apart from the other tubs'. */
function tubShape(id: string, flavor: string, c: FlavorColor, brand: string, x: number, y: number, scale: number) {
  const name = escapeHtml(flavor.trim() || "Original");
  const fit = flavor.trim().length > 15 ? ' textLength="118" lengthAdjust="spacingAndGlyphs"' : "";
  return `<g transform="translate(${x} ${y}) scale(${scale})"><defs>\
<linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset=".2" stop-color="${c.swatch}"/><stop offset="1" stop-color="${c.dark}"/></linearGradient>\
<linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-opacity=".28"/><stop offset=".22" stop-color="#fff" stop-opacity=".05"/><stop offset=".32" stop-color="#fff" stop-opacity=".38"/><stop offset=".42" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-opacity=".06"/><stop offset="1" stop-opacity=".32"/></linearGradient>\
<linearGradient id="${id}l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#030712"/><stop offset=".3" stop-color="#4b5563"/><stop offset=".55" stop-color="#1f2937"/><stop offset="1" stop-color="#030712"/></linearGradient>\
<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#d946ef"/></linearGradient></defs>\
<ellipse cx="100" cy="221" rx="78" ry="11" fill="#111827" opacity=".16"/>\
<path d="M32 72V206A68 12 0 0 0 168 206V72Z" fill="url(#${id}b)"/>\
<path d="M32 94A68 10 0 0 0 168 94V190A68 10 0 0 1 32 190Z" fill="#fff"/>\
<path d="M32 94A68 10 0 0 0 168 94V97A68 10 0 0 1 32 97Z" fill="url(#${id}g)"/>\
<g text-anchor="middle" font-weight="800" font-family="${FONT}">\
<rect x="55" y="113" width="17" height="17" rx="5" fill="url(#${id}g)"/>\
<path d="M59.5 119Q61 126.5 63.5 126.5Q66 126.5 68.5 117.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>\
<text x="109" y="128" font-size="19" letter-spacing="-.4" fill="#111827" textLength="70" lengthAdjust="spacingAndGlyphs">${escapeHtml(brand)}</text>\
<text x="100" y="152" font-size="14" fill="${c.dark}"${fit}>${name}</text>\
<rect x="57" y="160" width="86" height="15" rx="7.5" fill="#111827"/>\
<text x="100" y="170.4" font-size="7" fill="#fff" textLength="70" lengthAdjust="spacingAndGlyphs">RECOVERY FORMULA</text>\
<text x="100" y="189" font-size="8.5" font-weight="600" fill="#6b7280">20 servings · 100 g</text></g>\
<path d="M32 72V206A68 12 0 0 0 168 206V72Z" fill="url(#${id}s)"/>\
<path d="M28 42V72A72 12 0 0 0 172 72V42Z" fill="url(#${id}l)"/>\
<path d="M40 50V76M52 52V79M64 53V81M76 54V82M88 54V83M100 54V83M112 54V83M124 54V82M136 53V81M148 52V79M160 50V76" stroke="#fff" stroke-opacity=".09" stroke-width="3"/>\
<ellipse cx="100" cy="42" rx="72" ry="12" fill="#1f2937"/>\
<ellipse cx="100" cy="42" rx="64" ry="9" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="1.5"/>\
<path d="M44 38Q70 31 104 32" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2" stroke-linecap="round"/></g>`;
}

export function tubSvg({ flavors, brand }: TubArt): string {
  const { width, height, top } = tubArtBox(flavors);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${top} ${width} ${height}" width="${width}" height="${height}">`;
  const [a, b, c] = flavors;
  const shape = (id: string, f: string, x: number, y: number, scale = 1) =>
    tubShape(id, f, flavorColor(f), brand, x, y, scale);
  if (a !== undefined && b !== undefined) {
    const tubs =
      c === undefined
        ? shape("a", a, 18, 32, 0.86) + shape("b", b, 142, 0)
        : shape("a", a, 0, 40, 0.82) + shape("c", c, 196, 40, 0.82) + shape("b", b, 80, 0);
    return `${open}${tubs}</svg>`;
  }
  return `${open}${shape("a", a ?? "", 0, 0)}</svg>`;
}

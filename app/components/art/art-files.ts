// Fixed artwork served as image files (hashed, cached for a year) rather than drawn
// by components: it then costs the page neither JavaScript nor HTML. (The hero's
// background is drawn by app.css, inlined with it, so the first screen needs no request.) The logo,
// which takes the shop's name, stays a component; the tub, which takes flavours and the shop's
// name too, is an image the server draws from its address (core/tub-art.ts, ADR 0052).

const INGREDIENT_ICONS = import.meta.glob<string>("../../assets/art/ingredients/*.svg", {
  eager: true,
  query: "?url&no-inline",
  import: "default",
});

/** The icon of an ingredient by its slug (app/content/ingredients.ts), or undefined. */
export function ingredientIconUrl(slug: string): string | undefined {
  return INGREDIENT_ICONS[`../../assets/art/ingredients/${slug}.svg`];
}

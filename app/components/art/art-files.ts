// Fixed artwork served as image files (hashed, cached for a year) rather than drawn
// by components: it then costs the page neither JavaScript nor HTML. Art that takes
// the shop's name or a flavour's colour stays a component (logo, tub).
import heroBackgroundUrl from "../../assets/art/hero-background.svg?url&no-inline";

const INGREDIENT_ICONS = import.meta.glob<string>("../../assets/art/ingredients/*.svg", {
  eager: true,
  query: "?url&no-inline",
  import: "default",
});

export const HERO_BACKGROUND_URL = heroBackgroundUrl;

/** The icon of an ingredient by its slug (app/content/ingredients.ts), or undefined. */
export function ingredientIconUrl(slug: string): string | undefined {
  return INGREDIENT_ICONS[`../../assets/art/ingredients/${slug}.svg`];
}

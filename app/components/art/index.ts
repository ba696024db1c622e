export { Logo, type LogoProps } from "./logo";
export { Tub, type TubProps, type TubColor } from "./tub";
export { PlaceholderProduct, type PlaceholderProductProps } from "./placeholder-product";
export { HERO_BACKGROUND_URL, ingredientIconUrl } from "./art-files";

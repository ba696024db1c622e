export { Logo, type LogoProps } from "./logo";
export { Tub, type TubProps, type TubColor } from "./tub";
export { HeroBackground, type HeroBackgroundProps } from "./hero-background";
export { IngredientIcon, type IngredientIconProps } from "./ingredient-icon";
export { PlaceholderProduct, type PlaceholderProductProps } from "./placeholder-product";

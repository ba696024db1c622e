export { Logo, type LogoProps } from "./logo";
export { Tub, type TubProps } from "./tub";
export { ingredientIconUrl } from "./art-files";

export { Logo, type LogoProps } from "./logo";
export { Tub, type TubProps, type TubColor } from "./tub";
export { ingredientIconUrl } from "./art-files";

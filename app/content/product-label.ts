// What the tub's label says, for the product pages: the serve, the directions and the warnings.
// The warnings are the Disclaimer page's statements in short; the label on the tub is the
// authoritative source (as the Disclaimer says). Facts must match docs/spec.md §9 and the FAQ.
import { INGREDIENTS } from "./ingredients";

/** One scoop: a 100 g tub holds 20 servings. */
export const SERVE_SIZE = "5 g (1 scoop)";

export const SUPPLEMENT_FACTS = INGREDIENTS.map((i) => ({ name: i.name, amount: i.dose }));

export const DIRECTIONS: readonly string[] = [
  "Adults: mix one scoop (about 5 g) into 250–300 ml of cold water and drink straight away.",
  "Have a serve at the end of a night out with a big glass of water, and another the next morning if you like.",
  "Do not take more than the label on your tub recommends. Keep the tub sealed in a cool, dry place.",
];

export function warnings(shopName: string): readonly string[] {
  return [
    "For adults 18+ only. Not suitable for children. Keep out of reach of children.",
    "Consult a health professional before use if you are pregnant or breastfeeding, take any medicine, or have a medical condition.",
    `${shopName} contains vitamin B6, which may be harmful in excessive doses. Stop taking it and see your health professional if you experience tingling, burning or numbness.`,
    `${shopName} does not reduce the effects of alcohol or make it safe to drink or drive. Please drink responsibly.`,
    "Dietary supplements should not replace a balanced diet. Always read the label and follow the directions for use.",
  ];
}

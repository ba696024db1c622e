// The shop's look in e-mail: its logo and one brand colour. Shared by the Settings form (which
// checks a colour as it is typed) and the server (which refuses it and renders with it).

/** The colour e-mails use until the owner picks one: purple that reads on white (7.3:1). */
export const DEFAULT_BRAND_COLOUR = "#7e22ce";

/** White text on the colour, and the colour on white, must both be readable (WCAG AA body text). */
export const MIN_BRAND_CONTRAST = 4.5;

export const BRAND_COLOUR_MESSAGES = {
  format: "Enter the brand colour as a hex code such as #7e22ce",
  contrast: "That colour is too light to read on white: choose a darker shade",
} as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#ABC" and "#aabbcc" alike as "#aabbcc"; null when it is not a hex colour. */
export function normaliseHex(input: string): string | null {
  const s = input.trim();
  if (!HEX.test(s)) return null;
  const hex = s.length === 4 ? `#${[...s.slice(1)].map((c) => c + c).join("")}` : s;
  return hex.toLowerCase();
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio between a normalised hex colour and white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** One sentence when the colour cannot be the brand colour, else null. */
export function brandColourProblem(input: string): string | null {
  const hex = normaliseHex(input);
  if (!hex) return BRAND_COLOUR_MESSAGES.format;
  if (contrastWithWhite(hex) < MIN_BRAND_CONTRAST) return BRAND_COLOUR_MESSAGES.contrast;
  return null;
}

export const IMAGE_WIDTHS = [400, 800, 1200] as const;

/**
 * Uploaded images are stored as /media/{id}.{ext} with WebP and AVIF copies at
 * fixed widths beside them; other image URLs get no srcset.
 */
export function imageVariants(url: string): { webp: string; avif: string } | null {
  const m = /^\/media\/([a-z0-9]+)\.(jpg|png|webp)$/.exec(url);
  if (!m) return null;
  const id = m[1]!;
  const set = (format: string) => IMAGE_WIDTHS.map((w) => `/media/${id}-w${w}.${format} ${w}w`).join(", ");
  return { webp: set("webp"), avif: set("avif") };
}

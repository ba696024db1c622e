import { tubArtBox, tubArtUrl, tubFlavours } from "../../../core/tub-art";

export type TubProps = {
  /** Flavour name; a comma-joined list or "Mixed Pack" draws a mixed pack. */
  flavor?: string;
  /** Several flavours (length > 1) draw a mixed pack of 2 or 3 tubs. */
  flavors?: readonly string[];
  /** Draw a mixed pack (defaults to the three house flavours when no list is given). */
  mixed?: boolean;
  className?: string;
  /** Accessible name; without it the art is decorative. */
  title?: string;
  /** Brand name on the label. */
  brand?: string;
  /** The page's main picture (its largest paint): fetched at once, not when scrolled near. */
  eager?: boolean;
};

/**
 * A Rebound tub coloured by flavour, or a mixed pack of 2–3 overlapping tubs: an image the server
 * draws (core/tub-art.ts says why it is not drawn in the page).
 */
export function Tub({ flavor, flavors, mixed, className, title, brand = "Rebound", eager }: TubProps) {
  const list = tubFlavours(flavor, flavors, mixed);
  const { width, height } = tubArtBox(list);
  return (
    <img
      src={tubArtUrl({ flavors: list, brand })}
      alt={title ?? ""}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}

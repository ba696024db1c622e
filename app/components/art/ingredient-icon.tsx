import { useId, type ReactNode } from "react";

export type IngredientIconProps = {
  /** Ingredient name or slug, e.g. "Vitamin C" or "vitamin-c". */
  name: string;
  className?: string;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
};

type IconSpec = { from: string; to: string; ink: string; glyph: ReactNode };

// Glyphs are drawn on a 64 × 64 tile in `currentColor` (the tile's ink); `A` is the soft accent fill.
const A = { fill: "currentColor", fillOpacity: 0.18 } as const;

const ICONS: Record<string, IconSpec> = {
  electrolytes: {
    from: "#e0f2fe",
    to: "#bae6fd",
    ink: "#0369a1",
    glyph: (
      <>
        <path d="M32 11C27 18 18 28 18 38a14 14 0 0 0 28 0c0-10-9-20-14-27Z" {...A} />
        <path d="M35 26l-8 12h6l-3 9 9-13h-6l2-8Z" fill="currentColor" strokeWidth="1.5" />
      </>
    ),
  },
  "vitamin-b-complex": {
    from: "#ede9fe",
    to: "#ddd6fe",
    ink: "#6d28d9",
    glyph: (
      <>
        <circle cx="32" cy="33" r="15" {...A} />
        <path
          d="M27.5 24.5v17M27.5 24.5h5.5a4.25 4.25 0 0 1 0 8.5h-5.5m0 0h6.5a4.25 4.25 0 0 1 0 8.5h-6.5"
          strokeWidth="2.75"
        />
        <g fill="currentColor" stroke="none">
          <circle cx="14" cy="18" r="3" />
          <circle cx="51" cy="16" r="2.5" />
          <circle cx="50" cy="50" r="3" />
        </g>
      </>
    ),
  },
  "vitamin-c": {
    from: "#ffedd5",
    to: "#fed7aa",
    ink: "#c2410c",
    glyph: (
      <>
        <circle cx="32" cy="32" r="18" {...A} />
        <circle cx="32" cy="32" r="13" strokeWidth="1.75" />
        <path d="M32 20v24M20 32h24M23.5 23.5l17 17M40.5 23.5l-17 17" strokeWidth="1.75" />
        <circle cx="32" cy="32" r="2" fill="currentColor" />
      </>
    ),
  },
  magnesium: {
    from: "#ccfbf1",
    to: "#99f6e4",
    ink: "#0f766e",
    glyph: (
      <>
        <path d="M18 27l7-9h14l7 9-14 21Z" {...A} />
        <path d="M18 27h28M25 18l4 9 3 21 3-21 4-9" strokeWidth="2" />
        <path d="M50 11v6M47 14h6" strokeWidth="2" />
      </>
    ),
  },
  "n-acetylcysteine": {
    from: "#e0e7ff",
    to: "#c7d2fe",
    ink: "#4338ca",
    glyph: (
      <>
        <path d="M21 21l11 14M42 18l-10 17M32 35l-13 10M32 35l14 9" />
        <circle cx="21" cy="21" r="5" fill="currentColor" />
        <circle cx="42" cy="18" r="4" fill="#fff" />
        <circle cx="32" cy="35" r="6.5" fill="#fff" />
        <circle cx="32" cy="35" r="6.5" {...A} />
        <circle cx="19" cy="45" r="4" fill="#fff" />
        <circle cx="46" cy="44" r="5" fill="currentColor" />
      </>
    ),
  },
  ashwagandha: {
    from: "#dcfce7",
    to: "#bbf7d0",
    ink: "#15803d",
    glyph: (
      <>
        <path d="M32 28c-7 0-12-4-13-11 7 0 12 4 13 11Z" {...A} />
        <path d="M32 23c5-1 10-5 12-11-7 0-11 4-12 11Z" {...A} />
        <path d="M32 35V20" />
        <path d="M22 35h20" strokeOpacity=".4" strokeDasharray="3 4" />
        <path d="M32 35c0 6-2 10-6 15M32 35c1 6 4 10 8 15M31 40c-3 3-7 4-11 4M33 42c3 2 7 3 11 2" strokeWidth="2.25" />
      </>
    ),
  },
  "l-theanine": {
    from: "#ecfccb",
    to: "#d9f99d",
    ink: "#4d7c0f",
    glyph: (
      <>
        <path d="M16 31h28v3a12 12 0 0 1-12 12h-4a12 12 0 0 1-12-12Z" {...A} />
        <path d="M44 34h2.5a4.5 4.5 0 0 1 0 9H42M14 51h32" />
        <path d="M29 26c-3-6 0-13 9-15 2 7-1 13-9 15Z" {...A} />
        <path d="M29 26l6-10" strokeWidth="1.75" />
      </>
    ),
  },
  "milk-thistle": {
    from: "#fae8ff",
    to: "#f5d0fe",
    ink: "#a21caf",
    glyph: (
      <>
        <path d="M32 30l-10-13M32 30l-5-16M32 30V12M32 30l5-16M32 30l10-13M32 30l-14-7M32 30l14-7" strokeWidth="2.25" />
        <ellipse cx="32" cy="38" rx="9" ry="8" fill="#fff" />
        <ellipse cx="32" cy="38" rx="9" ry="8" {...A} />
        <path d="M27 35l4 4M33 34l4 4M28 41l3 2M34 40l3 2" strokeWidth="1.5" />
        <path d="M23.5 36l-4-1.5M24 42l-4 2M40.5 36l4-1.5M40 42l4 2" strokeWidth="2" />
        <path d="M32 46v10M32 52l-6-4M32 54l6-4" />
      </>
    ),
  },
  turmeric: {
    from: "#fef3c7",
    to: "#fde68a",
    ink: "#b45309",
    glyph: (
      <>
        <path d="M16 36l26-3M25 35l-3-8M35 34l3-9M42 33l6-3" strokeWidth="14" />
        <path d="M16 36l26-3M25 35l-3-8M35 34l3-9M42 33l6-3" stroke="#fcd98a" strokeWidth="9" />
        <path d="M21 31.5q1.5 4.5 0 9M30 30.5q1.5 4.5 0 9M39 29.5q1.5 4 0 8" strokeWidth="1.5" />
        <circle cx="26" cy="51" r="6.5" fill="currentColor" strokeWidth="1.5" />
        <circle cx="26" cy="51" r="3.5" fill="#fcd34d" stroke="none" />
        <circle cx="41" cy="50" r="5" fill="currentColor" strokeWidth="1.5" />
        <circle cx="41" cy="50" r="2.5" fill="#fcd34d" stroke="none" />
      </>
    ),
  },
  zinc: {
    from: "#f1f5f9",
    to: "#cbd5e1",
    ink: "#475569",
    glyph: (
      <>
        <path d="M32 13l17 9.8v19.4L32 52l-17-9.8V22.8Z" {...A} />
        <text x="32" y="24.5" fontSize="6.5" fontWeight="700" textAnchor="middle" fill="currentColor" stroke="none">
          30
        </text>
        <text x="32" y="40" fontSize="15" fontWeight="800" textAnchor="middle" fill="currentColor" stroke="none">
          Zn
        </text>
      </>
    ),
  },
};

const FALLBACK: IconSpec = {
  from: "#f5f3ff",
  to: "#ede9fe",
  ink: "#7c3aed",
  glyph: (
    <g transform="rotate(-40 32 32)">
      <rect x="24" y="14" width="16" height="36" rx="8" />
      <path d="M24 32h16v10a8 8 0 0 1-16 0Z" fill="currentColor" />
    </g>
  ),
};

const slugify = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** A distinct icon on a tinted rounded tile for each of the ten ingredients. */
export function IngredientIcon({ name, className, title }: IngredientIconProps) {
  const id = `ing-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const spec = ICONS[slugify(name)] ?? FALLBACK;
  const a11y = title
    ? ({ role: "img", "aria-label": title } as const)
    : ({ "aria-hidden": true, focusable: "false" } as const);
  return (
    <svg className={className} viewBox="0 0 64 64" xmlns="http://www.w3.org/2000/svg" {...a11y}>
      {title ? <title>{title}</title> : null}
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={spec.from} />
          <stop offset="1" stopColor={spec.to} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${id})`} />
      <rect
        x=".75"
        y=".75"
        width="62.5"
        height="62.5"
        rx="15.25"
        fill="none"
        stroke="#fff"
        strokeOpacity=".6"
        strokeWidth="1.5"
      />
      <g
        color={spec.ink}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
      >
        {spec.glyph}
      </g>
    </svg>
  );
}

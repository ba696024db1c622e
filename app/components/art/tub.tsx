import { useId } from "react";
import { DEFAULT_FLAVORS } from "../../../core/constants";
import { flavorColor } from "../../../core/flavors";

/** Flavour palette: swatch = main colour, light = pale tint, dark = deep shade (same shape as core's FlavorColor). */
export type TubColor = { swatch: string; light: string; dark: string };

const MIXED_DEFAULT: string[] = [...DEFAULT_FLAVORS];
const MIXED_LABEL = "Mixed Pack";

const colorFor = (flavor: string): TubColor => flavorColor(flavor);

export type TubProps = {
  /** Flavour name; a comma-joined list or "Mixed Pack" draws a mixed pack. */
  flavor?: string;
  /** Several flavours (length > 1) draw a mixed pack of 2 or 3 tubs. */
  flavors?: readonly string[];
  /** Draw a mixed pack (defaults to the three house flavours when no list is given). */
  mixed?: boolean;
  /** Override the flavour colour of a single tub. */
  color?: TubColor;
  className?: string;
  /** Accessible name; without it the art is decorative (aria-hidden). */
  title?: string;
  /** Brand name on the label. */
  brand?: string;
};

type ShapeProps = {
  id: string;
  flavor: string;
  color: TubColor;
  brand: string;
  x?: number;
  y?: number;
  scale?: number;
};

/** One tub in a 200 × 240 box. */
function TubShape({ id, flavor, color: c, brand, x = 0, y = 0, scale = 1 }: ShapeProps) {
  const name = flavor.trim() || "Original";
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <defs>
        <linearGradient id={`${id}b`} x1="0" y1="0" x2="0" y2="1">
          <stop offset=".2" stopColor={c.swatch} />
          <stop offset="1" stopColor={c.dark} />
        </linearGradient>
        <linearGradient id={`${id}s`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity=".28" />
          <stop offset=".22" stopColor="#fff" stopOpacity=".05" />
          <stop offset=".32" stopColor="#fff" stopOpacity=".38" />
          <stop offset=".42" stopColor="#fff" stopOpacity="0" />
          <stop offset=".8" stopColor="#000" stopOpacity=".06" />
          <stop offset="1" stopColor="#000" stopOpacity=".32" />
        </linearGradient>
        <linearGradient id={`${id}l`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#030712" />
          <stop offset=".3" stopColor="#4b5563" />
          <stop offset=".55" stopColor="#1f2937" />
          <stop offset="1" stopColor="#030712" />
        </linearGradient>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#d946ef" />
        </linearGradient>
      </defs>
      <ellipse cx="100" cy="221" rx="78" ry="11" fill="#111827" opacity=".16" />
      <path d="M32 72V206A68 12 0 0 0 168 206V72Z" fill={`url(#${id}b)`} />
      <path d="M32 94A68 10 0 0 0 168 94V190A68 10 0 0 1 32 190Z" fill="#fff" />
      <path d="M32 94A68 10 0 0 0 168 94V97A68 10 0 0 1 32 97Z" fill={`url(#${id}g)`} />
      <g
        textAnchor="middle"
        fontWeight="800"
        fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
      >
        <rect x="55" y="113" width="17" height="17" rx="5" fill={`url(#${id}g)`} />
        <path
          d="M59.5 119Q61 126.5 63.5 126.5Q66 126.5 68.5 117.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <text
          x="109"
          y="128"
          fontSize="19"
          letterSpacing="-.4"
          fill="#111827"
          textLength="70"
          lengthAdjust="spacingAndGlyphs"
        >
          {brand}
        </text>
        <text
          x="100"
          y="152"
          fontSize="14"
          fill={c.dark}
          {...(name.length > 15 ? { textLength: 118, lengthAdjust: "spacingAndGlyphs" as const } : {})}
        >
          {name}
        </text>
        <rect x="57" y="160" width="86" height="15" rx="7.5" fill="#111827" />
        <text x="100" y="170.4" fontSize="7" fill="#fff" textLength="70" lengthAdjust="spacingAndGlyphs">
          RECOVERY FORMULA
        </text>
        <text x="100" y="189" fontSize="8.5" fontWeight="600" fill="#6b7280">
          20 servings · 100 g
        </text>
      </g>
      <path d="M32 72V206A68 12 0 0 0 168 206V72Z" fill={`url(#${id}s)`} />
      <path d="M28 42V72A72 12 0 0 0 172 72V42Z" fill={`url(#${id}l)`} />
      <path
        d="M40 50V76M52 52V79M64 53V81M76 54V82M88 54V83M100 54V83M112 54V83M124 54V82M136 53V81M148 52V79M160 50V76"
        stroke="#fff"
        strokeOpacity=".09"
        strokeWidth="3"
      />
      <ellipse cx="100" cy="42" rx="72" ry="12" fill="#1f2937" />
      <ellipse cx="100" cy="42" rx="64" ry="9" fill="none" stroke="#fff" strokeOpacity=".1" strokeWidth="1.5" />
      <path
        d="M44 38Q70 31 104 32"
        fill="none"
        stroke="#fff"
        strokeOpacity=".22"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </g>
  );
}

function resolveFlavors(
  flavor: string | undefined,
  flavors: readonly string[] | undefined,
  mixed: boolean | undefined,
): string[] {
  const clean = (list: readonly string[]) => list.map((f) => f.trim()).filter((f) => f.length > 0);
  if (flavors && clean(flavors).length > 1) return clean(flavors);
  const fromFlavor = clean((flavor ?? "").split(","));
  if (fromFlavor.length > 1) return fromFlavor;
  if (mixed || fromFlavor[0]?.toLowerCase() === MIXED_LABEL.toLowerCase()) return MIXED_DEFAULT;
  return fromFlavor.length === 1 ? fromFlavor : clean(flavors ?? []);
}

/** A Rebound tub coloured by flavour, or a mixed pack of 2–3 overlapping tubs. */
export function Tub({ flavor, flavors, mixed, color, className, title, brand = "Rebound" }: TubProps) {
  const id = `tub-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const list = resolveFlavors(flavor, flavors, mixed);
  const a11y = title
    ? ({ role: "img", "aria-label": title } as const)
    : ({ "aria-hidden": true, focusable: "false" } as const);

  if (list.length > 1) {
    const [a, b, c] = list as [string, string, string | undefined];
    return (
      <svg className={className} viewBox="0 10 360 226" xmlns="http://www.w3.org/2000/svg" {...a11y}>
        {title ? <title>{title}</title> : null}
        {c === undefined ? (
          <>
            <TubShape id={`${id}a`} flavor={a} color={colorFor(a)} brand={brand} x={18} y={32} scale={0.86} />
            <TubShape id={`${id}b`} flavor={b} color={colorFor(b)} brand={brand} x={142} y={0} />
          </>
        ) : (
          <>
            <TubShape id={`${id}a`} flavor={a} color={colorFor(a)} brand={brand} x={0} y={40} scale={0.82} />
            <TubShape id={`${id}c`} flavor={c} color={colorFor(c)} brand={brand} x={196} y={40} scale={0.82} />
            <TubShape id={`${id}b`} flavor={b} color={colorFor(b)} brand={brand} x={80} y={0} />
          </>
        )}
      </svg>
    );
  }

  const one = list[0] ?? "";
  return (
    <svg className={className} viewBox="0 18 200 218" xmlns="http://www.w3.org/2000/svg" {...a11y}>
      {title ? <title>{title}</title> : null}
      <TubShape id={id} flavor={one} color={color ?? colorFor(one)} brand={brand} />
    </svg>
  );
}

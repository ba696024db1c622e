import { useId } from "react";

export type LogoProps = {
  className?: string;
  /** Accessible name; defaults to the brand name. */
  title?: string;
  /** "dark" = ink wordmark for light backgrounds, "light" = white wordmark for dark backgrounds. */
  tone?: "dark" | "light";
  /** Brand name drawn in the wordmark. */
  brand?: string;
};

/** Brand wordmark with the bounce mark (brand gradient tile, white rebound arrow). */
export function Logo({ className, title, tone = "dark", brand = "Rebound" }: LogoProps) {
  const gid = `logo-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const label = title ?? brand;
  // Keep the wordmark a predictable width whatever the page font is.
  const textWidth = Math.max(40, Math.round(brand.length * 16.4));
  return (
    <svg
      className={className}
      viewBox={`0 0 ${54 + textWidth} 40`}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{label}</title>
      <defs>
        <linearGradient id={gid} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#d946ef" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill={`url(#${gid})`} />
      <path d="M0 12A12 12 0 0 1 12 0h16a12 12 0 0 1 12 12v3C28 9 12 9 0 17Z" fill="#fff" opacity=".14" />
      <circle cx="10.5" cy="10" r="3" fill="#fff" />
      <path
        d="M12 16.5Q15 29 19.5 29Q24 29 29.5 13M23.6 16.2 29.5 13 31.7 19.6"
        fill="none"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="52"
        y="29"
        fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
        fontSize="27"
        fontWeight="800"
        letterSpacing="-0.5"
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
        fill={tone === "light" ? "#ffffff" : "#111827"}
      >
        {brand}
      </text>
    </svg>
  );
}

import { useId } from "react";

export type HeroBackgroundProps = { className?: string };

// Fizz bubbles: [cx, cy, r, filled?]
const BUBBLES: ReadonlyArray<readonly [number, number, number, 0 | 1]> = [
  [1180, 760, 14, 0],
  [1240, 640, 8, 1],
  [1310, 540, 20, 0],
  [1215, 470, 6, 1],
  [1390, 420, 11, 0],
  [1290, 330, 7, 1],
  [1460, 300, 16, 0],
  [1360, 200, 5, 1],
  [1520, 150, 9, 0],
  [1120, 580, 5, 1],
  [1430, 640, 6, 1],
  [1540, 520, 12, 0],
  [1080, 690, 9, 0],
  [1500, 760, 18, 0],
  [1260, 880, 10, 1],
  [160, 170, 10, 0],
  [240, 110, 5, 1],
  [90, 300, 6, 1],
  [330, 230, 14, 0],
  [420, 120, 7, 1],
  [560, 80, 10, 0],
  [700, 820, 6, 1],
  [820, 760, 12, 0],
  [960, 840, 5, 1],
  [60, 560, 9, 0],
];

/** Abstract, energetic brand background: gradient blobs, soft waves and fizz bubbles. Fills its box. */
export function HeroBackground({ className }: HeroBackgroundProps) {
  const id = `hero-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const blob = (name: string, color: string, opacity: number) => (
    <radialGradient id={`${id}${name}`}>
      <stop offset="0" stopColor={color} stopOpacity={opacity} />
      <stop offset=".55" stopColor={color} stopOpacity={opacity * 0.35} />
      <stop offset="1" stopColor={color} stopOpacity="0" />
    </radialGradient>
  );
  return (
    <svg
      className={className}
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id={`${id}bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e0b3b" />
          <stop offset=".5" stopColor="#4c1d95" />
          <stop offset="1" stopColor="#86198f" />
        </linearGradient>
        {blob("f", "#d946ef", 0.75)}
        {blob("p", "#7c3aed", 0.85)}
        {blob("o", "#fb923c", 0.35)}
        {blob("w", "#f0abfc", 0.45)}
        <linearGradient id={`${id}wave`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#d946ef" stopOpacity="0" />
          <stop offset=".5" stopColor="#e879f9" stopOpacity=".35" />
          <stop offset="1" stopColor="#7c3aed" stopOpacity=".1" />
        </linearGradient>
        <linearGradient id={`${id}fade`} x1="0" y1="0" x2="0" y2="1">
          <stop offset=".55" stopColor="#111827" stopOpacity="0" />
          <stop offset="1" stopColor="#111827" stopOpacity=".55" />
        </linearGradient>
      </defs>
      <rect width="1600" height="900" fill={`url(#${id}bg)`} />
      <circle cx="1260" cy="180" r="560" fill={`url(#${id}f)`} />
      <circle cx="220" cy="820" r="620" fill={`url(#${id}p)`} />
      <circle cx="980" cy="760" r="420" fill={`url(#${id}o)`} />
      <circle cx="520" cy="120" r="360" fill={`url(#${id}w)`} />
      <path d="M0 610C260 520 470 700 760 620S1260 420 1600 500V900H0Z" fill={`url(#${id}wave)`} />
      <path d="M0 700C300 640 520 780 820 720S1300 560 1600 640V900H0Z" fill="#fff" opacity=".05" />
      <g fill="none" stroke="#fff" strokeLinecap="round">
        <circle cx="1290" cy="430" r="250" strokeOpacity=".09" strokeWidth="2" />
        <circle cx="1290" cy="430" r="330" strokeOpacity=".06" strokeWidth="2" strokeDasharray="2 14" />
        <path d="M140 420l180-110M170 470l250-150M240 500l140-86" strokeOpacity=".12" strokeWidth="6" />
        <path d="M1010 240l120-74M1040 288l190-116" strokeOpacity=".1" strokeWidth="5" />
      </g>
      <g fill="#fff">
        {BUBBLES.map(([cx, cy, r, filled]) =>
          filled ? (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} opacity=".22" />
          ) : (
            <circle
              key={`${cx}-${cy}`}
              cx={cx}
              cy={cy}
              r={r}
              fill="#fff"
              fillOpacity=".05"
              stroke="#fff"
              strokeOpacity=".35"
              strokeWidth="2"
            />
          ),
        )}
      </g>
      <rect width="1600" height="900" fill={`url(#${id}fade)`} />
    </svg>
  );
}

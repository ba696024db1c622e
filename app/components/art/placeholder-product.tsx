import { useId } from "react";

export type PlaceholderProductProps = {
  className?: string;
  /** Accessible name (e.g. the product name when it stands in for a product photo); decorative without it. */
  title?: string;
};

/** Neutral grey product stand-in, used when a product image fails to load. Square, fills its box. */
export function PlaceholderProduct({ className, title }: PlaceholderProductProps) {
  const id = `ph-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const a11y = title
    ? ({ role: "img", "aria-label": title } as const)
    : ({ "aria-hidden": true, focusable: "false" } as const);
  return (
    <svg
      className={className}
      viewBox="0 0 400 400"
      preserveAspectRatio="xMidYMid meet"
      xmlns="http://www.w3.org/2000/svg"
      {...a11y}
    >
      {title ? <title>{title}</title> : null}
      <defs>
        <linearGradient id={`${id}s`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#9ca3af" />
          <stop offset=".32" stopColor="#e5e7eb" />
          <stop offset="1" stopColor="#9ca3af" />
        </linearGradient>
      </defs>
      {/* Bleeds past the viewBox so the backdrop fills any box shape while the tub stays whole. */}
      <rect x="-2000" y="-2000" width="4400" height="4400" fill="#f3f4f6" />
      <ellipse cx="200" cy="318" rx="92" ry="13" fill="#111827" opacity=".07" />
      <path d="M122 130V300A78 14 0 0 0 278 300V130Z" fill={`url(#${id}s)`} />
      <path d="M122 168A78 12 0 0 0 278 168V262A78 12 0 0 1 122 262Z" fill="#f3f4f6" />
      <path d="M118 96V130A82 14 0 0 0 282 130V96Z" fill="#9ca3af" />
      <ellipse cx="200" cy="96" rx="82" ry="14" fill="#b6bcc6" />
      <g fill="none" stroke="#9ca3af" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        <rect x="176" y="192" width="48" height="48" rx="14" />
        <path d="M186 205q4 22 11 22t13-23" />
      </g>
    </svg>
  );
}

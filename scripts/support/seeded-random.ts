// mulberry32: a small, fast, seedable PRNG. The same seed gives the same sequence, so a fuzz
// failure is found again and a scale seed builds the same shop (tests/support/fuzz.ts,
// scripts/seed-scale-rows.ts).
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const hex = (n: number) => Array.from({ length: n }, () => "0123456789abcdef"[int(16)]).join("");
  return { next, int, pick, hex, chance: (p: number) => next() < p };
}

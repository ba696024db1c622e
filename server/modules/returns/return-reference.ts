import { randomInt } from "node:crypto";

// No 0/O, 1/I/L: a reference read out over the phone cannot be misheard as another.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** 'RTN-7KQ2M9': six characters from 31, about 887 million references. */
export function generateReturnReference(): string {
  let s = "";
  for (let i = 0; i < 6; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `RTN-${s}`;
}

export const RETURN_REFERENCE_PATTERN = /^RTN-[2-9A-HJKMNP-Z]{6}$/;

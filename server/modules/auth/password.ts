// Password hashing with scrypt (N=2^17, r=8, p=1): the parameters travel in the
// stored string so they can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

export const PASSWORD_HASH_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
let params: { N: number; r: number; p: number } = PASSWORD_HASH_PARAMS;

/**
 * For the integration tests' own process only (tests/support/integration-setup.ts sets "test"):
 * each staff sign-in there hashed at the production cost, 0.46 s of CPU, 220 times a pass. The
 * stored string carries its cost, so a hash made at either verifies as any other. A test about the
 * cost itself (the sign-in timing) sets "production" for its file. The production build never
 * calls this, and the browser suite's servers hash at full cost.
 */
export function passwordHashCostForTests(cost: "test" | "production") {
  params = cost === "test" ? { N: 2 ** 12, r: 8, p: 1 } : PASSWORD_HASH_PARAMS;
}

const DUMMY_SALT_AND_KEY = "Vng25rGJM2SfZuikcL93Sg$y2jYbSExBp3CwoaC1eYloiWPD_7eNTLaD-oDIIKVptY";

/**
 * Verified against when a sign-in names an unknown e-mail, so that answer costs what a wrong
 * password costs: a hash at the cost new passwords get (no password matches it).
 */
export function unknownUserHash(): string {
  return ["scrypt", params.N, params.r, params.p, DUMMY_SALT_AND_KEY].join("$");
}

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave headroom above that.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The rule for a new password, in one place for the CLI, the first start and the API. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  return null;
}

// Unique visitors without a cookie, as Plausible counts them: a visitor is the hash of a
// secret salt, the address and the user agent. The salt is made for each shop day and every other
// day's is deleted when it is made, so yesterday's hashes can never be recomputed and the same
// person is a different visitor tomorrow. The salt is in the database so that every instance
// behind a balancer counts the same visitor once; each instance keeps the day's copy in memory.
import { createHash } from "node:crypto";
import type { Db } from "../../infra/db/client";
import { randomIdHex } from "../../infra/random";
import * as repo from "./visitor-salt.repository";

export type VisitorHasher = {
  /** The visitor hash for `day`; the day's salt is made (and older ones deleted) on first use. */
  hash(day: string, ip: string, userAgent: string): Promise<string>;
};

export function createVisitorHasher(db: Db): VisitorHasher {
  let current: { day: string; salt: Promise<string> } | null = null;

  async function saltFor(day: string): Promise<string> {
    await repo.deleteSaltsBut(db, day);
    await repo.insertSaltOnce(db, day, randomIdHex(32));
    return repo.selectSalt(db, day);
  }

  return {
    async hash(day, ip, userAgent) {
      if (current?.day !== day) {
        const salt = saltFor(day);
        current = { day, salt };
        // A failed read is tried again by the next beacon, not remembered.
        salt.catch(() => {
          if (current?.salt === salt) current = null;
        });
      }
      const salt = await current.salt;
      return createHash("sha256").update(`${salt}\0${ip}\0${userAgent}`).digest("hex").slice(0, 32);
    },
  };
}

// A sweep with a failing step counts as failed (not "ok") once every step has had its go.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { sweepOf } from "./sweep";

const logger = createLogger("silent");

describe("the sweep", () => {
  it("runs every step, then fails naming the steps that failed", async () => {
    const ran: string[] = [];
    const sweep = sweepOf(logger, [
      { name: "upload clean-up", run: async () => void ran.push("uploads") },
      {
        name: "checkout key clean-up",
        run: async () => {
          ran.push("keys");
          throw new Error("database is locked");
        },
      },
      { name: "payment page sweep", run: async () => void ran.push("payments") },
    ]);
    await expect(sweep()).rejects.toThrow("checkout key clean-up failed: database is locked");
    expect(ran).toEqual(["uploads", "keys", "payments"]);
  });

  it("succeeds when every step does", async () => {
    await expect(sweepOf(logger, [{ name: "a", run: async () => {} }])()).resolves.toBeUndefined();
  });

  it("logs a step the database's absence failed as one line without a stack trace, and a bug with one", async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const sweep = sweepOf(createLogger("warn", sink), [
      { name: "payment page sweep", run: () => Promise.reject(refused) },
      { name: "upload clean-up", run: () => Promise.reject(new TypeError("undefined is not a function")) },
    ]);
    await expect(sweep()).rejects.toThrow();
    const [outage, bug] = lines.map((l) => JSON.parse(l) as { msg: string; err: unknown });
    expect(outage).toMatchObject({
      msg: "payment page sweep failed",
      err: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432",
    });
    expect(JSON.stringify(outage)).not.toContain("stack");
    expect(bug).toMatchObject({ msg: "upload clean-up failed", err: { type: "TypeError", stack: expect.any(String) } });
  });
});

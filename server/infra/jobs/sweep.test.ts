// A sweep with a failing step counts as failed (not "ok") once every step has had its go.
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
});

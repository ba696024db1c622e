import { describe, expect, it } from "vitest";
import { createLinkSigner } from "./signed-links";

const signer = createLinkSigner("s".repeat(40));

describe("createLinkSigner", () => {
  it("gives back the payload of its own token", () => {
    expect(signer.verify("unsubscribe", signer.sign("unsubscribe", "sam@example.com"))).toBe("sam@example.com");
  });

  it("refuses a token for the other purpose, another secret's, an edited one and junk", () => {
    const t = signer.sign("restore", "order-1");
    expect(signer.verify("unsubscribe", t)).toBeNull();
    expect(createLinkSigner("t".repeat(40)).verify("restore", t)).toBeNull();
    const forged = `${Buffer.from("order-2").toString("base64url")}.${t.split(".")[1]}`;
    expect(signer.verify("restore", forged)).toBeNull();
    for (const junk of ["", "abc", "a.b.c", undefined, 42, "x".repeat(1000)]) {
      expect(signer.verify("restore", junk)).toBeNull();
    }
  });
});

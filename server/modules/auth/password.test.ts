import { describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_HASH_PARAMS, unknownUserHash, verifyPassword } from "./password";

describe("password hashing", () => {
  it("hashes at the production cost, scrypt N=2^17, r=8, p=1, with the cost in the stored string", async () => {
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    // An unknown e-mail's sign-in is checked at the same cost, and matches nothing.
    expect(unknownUserHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", unknownUserHash())).toBe(false);
  });

  it("verifies a hash by the cost it carries, and never matches a malformed one", async () => {
    // A hash made at a lower cost (as the integration tests' process makes them) still verifies.
    const { passwordHashCostForTests } = await import("./password");
    passwordHashCostForTests("test");
    const cheap = await hashPassword("another long secret");
    expect(cheap).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(unknownUserHash()).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword("another long secret", cheap)).toBe(true);
    for (const bad of ["", "scrypt$", "scrypt$0$8$1$abc$def", "bcrypt$131072$8$1$abc$def", "scrypt$x$8$1$abc$def"]) {
      expect(await verifyPassword("another long secret", bad)).toBe(false);
    }
  });
});

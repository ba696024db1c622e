import { describe, expect, it } from "vitest";
import { facade } from "./facade";

describe("facade", () => {
  it("is the main service itself, so its getters, `this` and a spy on it still hold", () => {
    let name = "before";
    const main = {
      get name() {
        return name;
      },
      greet() {
        return `hello ${this.name}`;
      },
    };
    const built = facade("shop", main, { part: { ping: () => "pong" } });
    expect(built).toBe(main);
    name = "after";
    expect(built.name).toBe("after");
    expect(built.greet()).toBe("hello after");
    expect(built.part.ping()).toBe("pong");
  });

  it("refuses at start a part named like a member of the main service", () => {
    const main = { list: () => [] };
    // @ts-expect-error the type refuses it as well
    expect(() => facade("shop", main, { list: {}, other: {} })).toThrow("The shop facade's part(s) list would replace");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FALLBACK_MESSAGE,
  NO_URL_MESSAGE,
  errorMessageFrom,
  startCheckout,
  toCheckoutPayload,
} from "./checkout-client";

const respond =
  (status: number, body: string): typeof fetch =>
  async () =>
    new Response(body, { status });

describe("toCheckoutPayload (docs/spec.md §5 defaults)", () => {
  it("fills name, description, unitPrice, quantity, flavour and freeShipping, and drops empty images", () => {
    expect(toCheckoutPayload([{ id: "one-and-done", images: ["", "/a.png", "  "] }])).toEqual({
      cart: [
        {
          id: "one-and-done",
          name: "Product",
          description: "No description",
          images: ["/a.png"],
          unitPrice: 0,
          quantity: 1,
          flavor: "Original",
          freeShipping: false,
        },
      ],
    });
  });

  it("keeps what the cart has", () => {
    const line = {
      id: "dynamic-duo",
      name: "Dynamic Duo Recovery",
      description: "Two tubs",
      images: ["/d.png"],
      unitPrice: 8999,
      quantity: 2,
      flavor: "Lemon Squash, Orange Crush",
      freeShipping: true,
    };
    expect(toCheckoutPayload([line]).cart[0]).toEqual(line);
  });
});

describe("startCheckout's Checkout-Client value", () => {
  const clientOf = (init?: RequestInit) => new Headers(init?.headers).get("Checkout-Client");
  afterEach(() => vi.unstubAllGlobals());

  it("sends the one random value this browser keeps, with every attempt, so its keys are its own", async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    });
    const sent: (string | null)[] = [];
    const fetchImpl: typeof fetch = async (_url, init) => {
      sent.push(clientOf(init));
      return Response.json({ url: "/pay/cs_test_9" });
    };
    await startCheckout([{ id: "one-and-done" }], fetchImpl);
    await startCheckout([{ id: "one-and-done" }], fetchImpl);
    expect(sent[0]).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(sent[1]).toBe(sent[0]);
    expect([...stored.values()]).toContain(sent[0]);
  });

  it("still sends a random value when the browser keeps no storage", async () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    });
    let sent: string | null = null;
    await startCheckout([{ id: "one-and-done" }], async (_url, init) => {
      sent = clientOf(init);
      return Response.json({ url: "/pay/cs_test_9" });
    });
    expect(sent).toMatch(/^[\x21-\x7e]{16,255}$/);
  });
});

describe("startCheckout's Idempotency-Key", () => {
  const keyOf = (init?: RequestInit) => new Headers(init?.headers).get("Idempotency-Key");

  it("sends one key per attempt and, when the connection is cut, retries once with the same key", async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    const fetchImpl: typeof fetch = async (_url, init) => {
      keys.push(keyOf(init));
      if (++calls === 1) throw new TypeError("Failed to fetch");
      return Response.json({ url: "/pay/cs_test_2" });
    };
    expect(await startCheckout([{ id: "one-and-done", quantity: 1 }], fetchImpl)).toEqual({
      ok: true,
      url: "/pay/cs_test_2",
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{20,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("retries once, with the same key, when the answer's body is cut off midway", async () => {
    const keys: (string | null)[] = [];
    const fetchImpl: typeof fetch = async (_url, init) => {
      keys.push(keyOf(init));
      if (keys.length > 1) return Response.json({ url: "/pay/cs_4" });
      const cut = new ReadableStream({ start: (c) => c.error(new TypeError("terminated")) });
      return new Response(cut, { status: 200 });
    };
    expect(await startCheckout([{ id: "one-and-done" }], fetchImpl)).toEqual({ ok: true, url: "/pay/cs_4" });
    expect(keys[1]).toBe(keys[0]);
  });

  it("gives up after the one retry, and a new attempt has a new key", async () => {
    const keys: (string | null)[] = [];
    const down: typeof fetch = async (_url, init) => {
      keys.push(keyOf(init));
      throw new TypeError("Failed to fetch");
    };
    expect(await startCheckout([{ id: "one-and-done" }], down)).toEqual({ ok: false, message: FALLBACK_MESSAGE });
    expect(await startCheckout([{ id: "one-and-done" }], down)).toEqual({ ok: false, message: FALLBACK_MESSAGE });
    expect(keys).toHaveLength(4);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).toBe(keys[3]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("retries once, with the same key, when the balancer says the instance never answered (502, 504)", async () => {
    for (const status of [502, 504]) {
      const keys: (string | null)[] = [];
      const fetchImpl: typeof fetch = async (_url, init) => {
        keys.push(keyOf(init));
        return keys.length === 1 ? new Response("Bad Gateway", { status }) : Response.json({ url: "/pay/cs_3" });
      };
      expect(await startCheckout([{ id: "one-and-done" }], fetchImpl)).toEqual({ ok: true, url: "/pay/cs_3" });
      expect(keys[1]).toBe(keys[0]);
    }
  });

  it("does not retry the shop's own answer, even a failure", async () => {
    let calls = 0;
    const refused: typeof fetch = async () => {
      calls++;
      return new Response(JSON.stringify({ error: "Only 0 left in Lemon Squash" }), { status: 409 });
    };
    await startCheckout([{ id: "one-and-done" }], refused);
    expect(calls).toBe(1);
  });
});

describe("startCheckout (docs/spec.md §8 messages)", () => {
  it("answers the url on success and posts the spec's body to /api/checkout", async () => {
    let seen: { url: string; body: unknown } | undefined;
    const fetchImpl: typeof fetch = async (url, init) => {
      seen = { url: String(url), body: JSON.parse(String(init?.body)) };
      return Response.json({ url: "/pay/cs_test_1" });
    };
    expect(await startCheckout([{ id: "one-and-done", quantity: 1 }], fetchImpl)).toEqual({
      ok: true,
      url: "/pay/cs_test_1",
    });
    expect(seen?.url).toBe("/api/checkout");
    expect(seen?.body).toMatchObject({ cart: [{ id: "one-and-done", flavor: "Original" }] });
  });

  it("shows the response's error", async () => {
    const r = await startCheckout([], respond(400, JSON.stringify({ error: "Your cart is empty" })));
    expect(r).toEqual({ ok: false, message: "Checkout Error: Your cart is empty" });
  });

  it("shows details when there is no error", async () => {
    const r = await startCheckout([], respond(400, JSON.stringify({ details: "Bad flavour" })));
    expect(r).toEqual({ ok: false, message: "Checkout Error: Bad flavour" });
    expect(errorMessageFrom(400, JSON.stringify({ details: { "cart.0": "A", "cart.1": "B" } }))).toBe(
      "Checkout Error: A; B",
    );
  });

  it("shows the raw text when the body is not JSON, else Error {status}", async () => {
    expect(await startCheckout([], respond(502, "Bad Gateway"))).toEqual({
      ok: false,
      message: "Checkout Error: Bad Gateway",
    });
    expect(await startCheckout([], respond(500, ""))).toEqual({ ok: false, message: "Checkout Error: Error 500" });
  });

  it("says when no url came back", async () => {
    expect(await startCheckout([], respond(200, JSON.stringify({})))).toEqual({ ok: false, message: NO_URL_MESSAGE });
    expect(NO_URL_MESSAGE).toBe("No checkout URL returned from server");
  });

  it("falls back when the request itself fails", async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await startCheckout([], failing)).toEqual({ ok: false, message: FALLBACK_MESSAGE });
    expect(FALLBACK_MESSAGE).toBe("Something went wrong with the checkout process. Please try again.");
  });
});

describe("startCheckout with the contact step (Stripe)", () => {
  it("posts the e-mail and tick with the cart", async () => {
    let body: unknown;
    const fetchImpl: typeof fetch = async (_url, init) => {
      body = JSON.parse(String(init?.body));
      return Response.json({ url: "https://checkout.stripe.com/c/pay/cs_test_1" });
    };
    const contact = { email: "pat@example.com", marketingConsent: true };
    await startCheckout([{ id: "one-and-done", quantity: 1 }], fetchImpl, null, contact);
    expect(body).toMatchObject({ cart: [{ id: "one-and-done" }], email: "pat@example.com", marketingConsent: true });
  });

  it("answers the server's refusal of the e-mail apart, for the field to show", async () => {
    const refusal = JSON.stringify({
      error: "Enter a valid e-mail address",
      details: { email: "Enter a valid e-mail address" },
    });
    const contact = { email: "pat@", marketingConsent: false };
    expect(await startCheckout([], respond(400, refusal), null, contact)).toEqual({
      ok: false,
      message: "Checkout Error: Enter a valid e-mail address",
      emailError: "Enter a valid e-mail address",
    });
  });
});

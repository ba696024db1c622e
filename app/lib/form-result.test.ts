import { describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "../../core/forms";
import { callServerAction, runFormAction } from "./form-result";

function post(fields: Record<string, string>) {
  return new Request("http://shop.test/contact", { method: "POST", body: new URLSearchParams(fields) });
}

function appError(code: string, message: string, details?: unknown) {
  return Object.assign(new Error(message), { name: "AppError", code, details });
}

const run = (submit: Parameters<typeof runFormAction>[0]["submit"], fields: Record<string, string> = { name: "A" }) =>
  runFormAction({ request: post(fields), fields: ["name", "email"], messages: FORM_MESSAGES.returns, submit });

describe("runFormAction", () => {
  it("passes the named fields and the honeypot to the submission and answers the spec's success text", async () => {
    let seen: unknown[] = [];
    const r = await run(
      async (values, honeypot) => {
        seen = [values, honeypot];
        return { reference: "RTN-ABCDEF" };
      },
      { name: "A", email: "a@b.co", other: "x", website: "" },
    );
    expect(seen).toEqual([{ name: "A", email: "a@b.co" }, ""]);
    expect(r.init).toBeNull();
    expect(r.data).toEqual({
      status: "success",
      reference: "RTN-ABCDEF",
      message: `${FORM_MESSAGES.returns.success} Your reference is RTN-ABCDEF.`,
    });
  });

  it("maps field errors to 400 with the values typed, so a no-JavaScript page keeps them", async () => {
    const r = await run(async () => {
      throw appError("validation", "Invalid", { email: "Email is required" });
    });
    expect(r.init?.status).toBe(400);
    expect(r.data).toEqual({
      status: "error",
      message: FORM_MESSAGES.invalid,
      fieldErrors: { email: "Email is required" },
      values: { name: "A" },
    });
  });

  it("maps a rate limit to 429 with its message and Retry-After", async () => {
    const r = await run(async () => {
      throw appError("rate_limited", "Too many submissions. Please try again in 4 minutes.", {
        retryAfterSeconds: 230,
      });
    });
    expect(r.init?.status).toBe(429);
    expect(new Headers(r.init?.headers).get("retry-after")).toBe("230");
    expect(r.data).toMatchObject({ status: "error", message: "Too many submissions. Please try again in 4 minutes." });
  });

  it("shows the spec's error text for any other failure", async () => {
    const unavailable = await run(async () => {
      throw appError("unavailable", "Your return request could not be saved.");
    });
    expect(unavailable.init?.status).toBe(503);
    expect(unavailable.data).toMatchObject({ status: "error", message: FORM_MESSAGES.returns.error });
    const crash = await run(async () => {
      throw new TypeError("boom");
    });
    expect(crash.init?.status).toBe(500);
    expect(crash.data).toMatchObject({ message: "Something went wrong. Please try again or contact support." });
  });
});

describe("callServerAction", () => {
  it("turns a failed round trip into the form's error message", async () => {
    const r = await callServerAction(() => Promise.reject(new Error("Failed to fetch")), FORM_MESSAGES.contact.error);
    expect(r).toEqual({ status: "error", message: "Something went wrong. Please try again." });
  });
});

// The browser's half of the passkey ceremonies. @simplewebauthn/browser is imported
// only when a ceremony starts, so it never weighs on pages that do not use it.
type Json = Record<string, unknown>;

export const PASSKEY_CANCELLED = "The passkey request was cancelled or timed out. Try again when you're ready.";

async function postJson(url: string, body?: Json): Promise<Json> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  const data = (await res.json().catch(() => ({}))) as Json;
  if (!res.ok) throw new Error(typeof data.error === "string" ? data.error : "Something went wrong. Please try again.");
  return data;
}

/** A ceremony's failure as a sentence for the shopper. */
export function passkeyProblem(err: unknown): string {
  if (err instanceof Error && (err.name === "NotAllowedError" || err.name === "AbortError")) return PASSKEY_CANCELLED;
  return err instanceof Error ? err.message : "Something went wrong. Please try again.";
}

export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

export async function addPasskey(name: string): Promise<void> {
  const { challengeId, options } = await postJson("/api/account/passkeys/register/options");
  const { startRegistration } = await import("@simplewebauthn/browser");
  const response = await startRegistration({ optionsJSON: options as never });
  await postJson("/api/account/passkeys/register", { challengeId, response: response as unknown as Json, name });
}

export async function signInWithPasskey(): Promise<void> {
  const { challengeId, options } = await postJson("/api/account/passkeys/sign-in/options");
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const response = await startAuthentication({ optionsJSON: options as never });
  await postJson("/api/account/passkeys/sign-in", { challengeId, response: response as unknown as Json });
}

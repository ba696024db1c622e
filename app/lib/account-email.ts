// The signed-in shopper's e-mail for the cart, asked of the server: storefront pages are cached for
// everyone, so the page itself cannot say who is signed in.

/** The signed-in shopper's e-mail; null for a guest, or when the shop cannot be reached. */
export async function signedInEmail(): Promise<string | null> {
  try {
    const res = await fetch("/api/account/sign-in", { headers: { Accept: "application/json" } });
    return ((await res.json()) as { email?: string | null }).email ?? null;
  } catch {
    return null;
  }
}

// Shopper accounts in the published API (server/infra/http/openapi): the passkey ceremonies'
// JSON doors, the OpenID Connect redirects, and signing in by e-mailed code as the checkout does it
// (the page form /account/sign-in does the same).
import { z } from "zod";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { CeremonySchema } from "./passkey.api";
import { PASSKEY_FAILED, PASSKEY_NEEDS_RECENT_SIGN_IN } from "./passkey.service";
import { SIGN_IN_MESSAGES } from "./sign-in.service";

const TAG = "Customer accounts";
const RECENT = `Needs a session begun within the last 10 minutes; an older one gets 403 '${PASSKEY_NEEDS_RECENT_SIGN_IN}'`;
const options = z.object({ challengeId: z.string() }).loose();
const ceremony = {
  schema: CeremonySchema,
  example: { challengeId: "0123456789abcdef", response: { id: "credential-id", type: "public-key" } },
  refusedBeyondSchema: PASSKEY_FAILED,
};
const provider = {
  provider: {
    description: "The provider's name as configured (OIDC_<NAME>_…), lower-case",
    schema: z.string(),
    example: "google",
  },
};

export const accountOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/account/sign-in",
    tag: TAG,
    summary: "Who is signed in",
    description: "The signed-in shopper's e-mail, or null.",
    admin: false,
    responses: { 200: { description: "The shopper", schema: z.object({ email: z.string().nullable() }) } },
  },
  {
    method: "post",
    path: "/api/account/sign-in/code",
    tag: TAG,
    summary: "E-mail a sign-in code",
    description:
      "E-mails a 6-digit code (valid 10 minutes) that signs the address in, creating its account at the first sign-in. The same answer for a known and an unknown address.",
    admin: false,
    body: { schema: z.object({ email: z.string() }), example: { email: "sam@example.com" } },
    responses: {
      200: { description: "Sent", schema: z.object({ email: z.string() }) },
      ...errors(...BODY_ERRORS, 429),
    },
  },
  {
    method: "post",
    path: "/api/account/sign-in/verify",
    tag: TAG,
    summary: "Sign in with the e-mailed code",
    description: "Sets the shopper's HttpOnly session cookie. Five wrong codes end the code.",
    admin: false,
    body: {
      schema: z.object({ email: z.string(), code: z.string() }),
      example: { email: "kim@example.com", code: "123456" },
      // No code was sent to the example's address.
      refusedBeyondSchema: SIGN_IN_MESSAGES.codeEnded,
    },
    responses: {
      200: { description: "Signed in", schema: z.object({ email: z.string() }) },
      ...errors(...BODY_ERRORS),
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/register/options",
    tag: TAG,
    summary: "Start adding a passkey",
    description: `WebAuthn creation options for the signed-in shopper, with a challenge valid for 5 minutes. ${RECENT}`,
    admin: false,
    customer: true,
    responses: { 200: { description: "Options for navigator.credentials.create", schema: options }, ...errors(403) },
  },
  {
    method: "post",
    path: "/api/account/passkeys/register",
    tag: TAG,
    summary: "Finish adding a passkey",
    description: `${RECENT} The shopper is e-mailed that a passkey was added.`,
    admin: false,
    customer: true,
    body: ceremony,
    responses: { 200: { description: "The passkey is saved" }, ...errors(...BODY_ERRORS, 403) },
  },
  {
    method: "post",
    path: "/api/account/passkeys/sign-in/options",
    tag: TAG,
    summary: "Start signing in with a passkey",
    admin: false,
    responses: {
      200: { description: "Options for navigator.credentials.get", schema: options },
      ...errors(429),
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/sign-in",
    tag: TAG,
    summary: "Finish signing in with a passkey",
    description: "Sets the shopper's HttpOnly session cookie.",
    admin: false,
    body: ceremony,
    responses: {
      200: { description: "Signed in", schema: z.object({ ok: z.literal(true) }) },
      ...errors(...BODY_ERRORS),
    },
  },
  {
    method: "get",
    path: "/api/account/oidc/{provider}/start",
    tag: TAG,
    summary: "Continue with a provider",
    description: "Redirects to the provider's sign-in (authorisation code with PKCE, state and nonce).",
    admin: false,
    params: provider,
    responses: { 302: { description: "To the provider, or back to /account/sign-in when it is not configured" } },
  },
  {
    method: "get",
    path: "/api/account/oidc/{provider}/callback",
    tag: TAG,
    summary: "The provider's answer",
    description:
      "Checks state and nonce against the browser's signed cookie, and signs in the account with the provider's " +
      "verified e-mail; anything else goes back to /account/sign-in with the reason.",
    admin: false,
    params: provider,
    responses: { 302: { description: "To /account when signed in, else to /account/sign-in" } },
  },
];

// The signed-in admin, set per request by the server's one admin guard
// (server/modules/auth/admin-guard.ts) and handed to loaders. Types only.
declare module "react-router" {
  interface AppLoadContext {
    /** null when the request carries no valid admin session. */
    admin?: { userId: string; email: string } | null;
  }
}

export {};

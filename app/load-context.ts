// What every loader and action receives from the server (server/app.ts).
// Types only: no server code reaches the browser through this file.
import type { PublicConfig } from "../server/config";
import type { Services } from "../server/context";
import type { Customer } from "../server/modules/accounts/customer-session";
import type { OpenApiDocument } from "../server/infra/http/openapi/document";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    config: PublicConfig;
    /** The signed-in shopper (customer session cookie), or null. */
    customer: Customer | null;
    /** The shop's clock (the test clock when TEST_CLOCK=true): the one "now" of every screen. */
    clock: () => Date;
    /** The published API document, for the staff reference page (/admin/api). */
    apiDocument: OpenApiDocument;
    /** The client's IP address (rate limits); see server/infra/rate-limit/client-ip.ts. */
    clientIp: string;
    /** This response's Content-Security-Policy nonce (empty where no policy needs one). */
    cspNonce: string;
    /** This request's id (X-Request-Id), shown as the 'Reference' of a 5xx page. */
    requestId: string;
    /** Hands a loader's or action's error to the server's log and error mapping. */
    reportError(error: unknown): void;
    /** What the first reported error maps to, unless it is a plain 500. */
    pageError(): { status: number; message: string; headers: Record<string, string> } | null;
  }
}

export {};

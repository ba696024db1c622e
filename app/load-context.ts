// What every loader and action receives from the server (server/app.ts).
// Types only: no server code reaches the browser through this file.
import type { PublicConfig } from "../server/config";
import type { Services } from "../server/context";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    config: PublicConfig;
    /** The client's IP address (rate limits); see server/infra/rate-limit/client-ip.ts. */
    clientIp: string;
  }
}

export {};

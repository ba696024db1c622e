// s3rver ships no types; only what scripts/support/s3rver.ts uses.
declare module "s3rver" {
  import type { RequestListener, Server } from "node:http";
  type Middleware = (ctx: Record<string, any>, next: () => Promise<void>) => Promise<void> | void; // eslint-disable-line @typescript-eslint/no-explicit-any
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory?: string;
      resetOnClose?: boolean;
      vhostBuckets?: boolean;
      configureBuckets?: { name: string }[];
    });
    middleware: Middleware[];
    logger: { close(): void };
    configureBuckets(): Promise<unknown>;
    callback(): RequestListener;
    httpServer?: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

// Owns the process configuration: read from the environment once at start,
// validated, and handed to everything else as a plain object.
import path from "node:path";
import { ConfigError } from "./config-error";
import { EnvSchema, PLACEHOLDER_ABN, type Env } from "./config-env";
import { parseBackupInterval } from "../core/backup-retention";
import { parseOidcProviders, type OidcProviderConfig } from "./config-oidc";
import { loadOrCreateSecret, parseDatabaseUrl, type DatabaseConfig } from "./config-storage";
import { carrierConfig, type CarrierConfig } from "./config-carrier";

export { ConfigError, type DatabaseConfig, type CarrierConfig };
export { PLACEHOLDER_ABN, isValidAbn } from "./config-env";

/** Taking real money: a live Stripe key (secret or restricted). */
export function isLivePayments(config: Pick<Config, "payments">): boolean {
  return config.payments.provider === "stripe" && /^(sk|rk)_live_/.test(config.payments.secretKey);
}

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  /** EXTRA_ORIGINS: other addresses the shop's pages are opened under (www and bare domain, a
   * staff-only host), whose state-changing requests the origin check accepts beside PUBLIC_URL's. */
  extraOrigins: string[];
  database: DatabaseConfig;
  dataDir: string;
  shopName: string;
  sessionSecret: string;
  oidcProviders: OidcProviderConfig[]; // shoppers' federated sign-in, server/config-oidc.ts
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  nodeEnv: "development" | "production" | "test";
  /** Built-in test payment page unless STRIPE_SECRET_KEY is set. */
  payments: PaymentsConfig;
  /** The seller named on tax invoices. */
  seller: { name: string; abn: string; abnIsPlaceholder: boolean };
  /** Outbox only unless SMTP_URL is set. */
  mail: MailConfig;
  /** Take the client IP from X-Forwarded-For (set when behind one reverse proxy). */
  trustProxy: boolean;
  /** CHECKOUT_RATE_LIMIT: checkouts one IP address may start per 10 minutes; 0 turns the limit off. */
  checkoutRateLimit: number;
  /** BEACONS_PER_SECOND: analytics beacons this instance reads a second; the rest are dropped unread. */
  beaconsPerSecond: number;
  /** SIGN_IN_RATE_LIMIT: sign-in codes one IP address may ask to be e-mailed per hour. */
  signInRateLimit: number;
  /** CONTACT_RATE_LIMIT: different e-mail addresses one IP address may name on payment pages per hour. */
  contactRateLimit: number;
  /** PROMO_GUESS_LIMIT: wrong promo codes one IP address may try per 10 minutes; 0 turns the limit off. */
  promoGuessLimit: number;
  /** SIGTERM: how long to stay up unready before closing the listener, and the bound on finishing requests. */
  shutdown: { delayMs: number; graceMs: number };
  /** ADMIN_EMAIL/ADMIN_PASSWORD: the first admin account, created at a start with no admin yet. */
  bootstrapAdmin?: { email: string; password: string };
  /** S3_BUCKET and friends: media in S3-compatible object storage; null keeps $DATA_DIR/media. */
  s3: S3Config | null;
  /** INSTANCE_NAME: sent as X-Instance on every answer, so a balancer's traffic can be told apart. */
  instanceName: string | null;
  /** SQLite backups: how often, and where when there is no bucket. */
  backup: { intervalMs: number | null; dir: string };
  /** Bearer token of GET /metrics; null: no /metrics at all (404). */
  metricsToken: string | null;
  /** SHOP_TIME_ZONE: the one zone of every time staff and customers read (admin, e-mails, CSV). */
  shopTimeZone: string;
  /** TEST_CLOCK=true: an owner may move the shop's clock forward; never with a live Stripe key. */
  testClock: boolean;
  /** SENDLE_ID and SENDLE_API_KEY: labels bought through Sendle; null: tracking numbers typed or imported. */
  carrier: CarrierConfig;
};

export type S3Config = {
  bucket: string;
  /** Another S3-compatible service (R2, MinIO, …); the AWS endpoint of `region` when absent. */
  endpoint?: string;
  region: string;
  /** The SDK's own credential chain (environment, instance role) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** MEDIA_PUBLIC_URL: a CDN (or public bucket) in front of the objects; /media/* redirects there. */
  publicUrl?: string;
};

export type MailConfig = { smtpUrl: string | null; from: string; supportEmail: string };

export type PaymentsConfig =
  | { provider: "test" }
  | {
      provider: "stripe";
      secretKey: string;
      webhookSecret: string;
      /** Only to point the SDK at a local stand-in in tests. */
      api?: { host?: string; port?: number; protocol?: "http" | "https" };
    };

/** The only part of the configuration that may reach a browser. */
export type PublicConfig = {
  shopName: string;
  publicUrl: string;
  shopTimeZone: string;
  /** Which hosted card page checkout opens: the cart asks for the e-mail first for Stripe's. */
  paymentProvider: "test" | "stripe";
};

export function publicConfig(config: Config): PublicConfig {
  return {
    shopName: config.shopName,
    publicUrl: config.publicUrl,
    shopTimeZone: config.shopTimeZone,
    paymentProvider: config.payments.provider,
  };
}

/**
 * Throws ConfigError with one line naming the variable and what it expects. `writeNothing`: for
 * a command that must not touch the data folder before its own checks (restore); it signs
 * nothing, so no session secret is made (the shop makes one at its start).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  opts: { writeNothing?: boolean } = {},
): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    // Secrets are never echoed back, not even a wrong one.
    const got = /SECRET|KEY|SMTP_URL|PASSWORD|TOKEN/.test(name)
      ? "a value that does not fit"
      : `'${String(cleaned[name])}'`;
    throw new ConfigError(`${name}: expected ${issue.message} (got ${got})`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  if (!/^https?:\/\//.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL: expected an absolute http(s) URL (got '${publicUrl}')`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    extraOrigins: parseExtraOrigins(e.EXTRA_ORIGINS),
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir),
    dataDir,
    shopName: e.SHOP_NAME,
    sessionSecret: e.SESSION_SECRET ?? (opts.writeNothing ? "" : loadOrCreateSecret(dataDir)),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    payments: paymentsConfig(e),
    seller: {
      name: e.SELLER_NAME ?? `${e.SHOP_NAME} Pty Ltd`,
      abn: e.SELLER_ABN ?? PLACEHOLDER_ABN,
      abnIsPlaceholder: e.SELLER_ABN === undefined,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `${e.SHOP_NAME} <orders@localhost>`,
      supportEmail: e.SUPPORT_EMAIL,
    },
    trustProxy: e.TRUST_PROXY === "true",
    checkoutRateLimit: e.CHECKOUT_RATE_LIMIT,
    beaconsPerSecond: e.BEACONS_PER_SECOND,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    promoGuessLimit: e.PROMO_GUESS_LIMIT,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_SECONDS * 1000, graceMs: e.SHUTDOWN_GRACE_SECONDS * 1000 },
    ...bootstrapAdmin(e),
    s3: s3Config(e),
    instanceName: e.INSTANCE_NAME ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    backup: {
      intervalMs: e.BACKUP_INTERVAL === "off" ? null : parseBackupInterval(e.BACKUP_INTERVAL),
      // Beside the data folder, not in it: deleting the data folder keeps the backups.
      dir: path.resolve(e.BACKUP_DIR ?? path.join(path.dirname(dataDir), "backups")),
    },
    shopTimeZone: e.SHOP_TIME_ZONE,
    testClock: testClockConfig(e),
    carrier: carrierConfig(e),
    oidcProviders: parseOidcProviders(env),
  };
}

function s3Config(e: Env): S3Config | null {
  if (!e.S3_BUCKET) {
    const stray = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "MEDIA_PUBLIC_URL"] as const).find(
      (k) => e[k] !== undefined,
    );
    if (stray) throw new ConfigError(`S3_BUCKET: expected a bucket name when ${stray} is set (got nothing)`);
    return null;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    const missing = e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new ConfigError(`${missing}: expected it together with the other S3 key (got nothing)`);
  }
  return {
    bucket: e.S3_BUCKET,
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT.replace(/\/+$/, "") } : {}),
    region: e.S3_REGION ?? "us-east-1",
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
      : {}),
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    ...(e.MEDIA_PUBLIC_URL ? { publicUrl: e.MEDIA_PUBLIC_URL.replace(/\/+$/, "") } : {}),
  };
}

function bootstrapAdmin(e: Env): Pick<Config, "bootstrapAdmin"> {
  if (!e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) return {};
  if (!e.ADMIN_EMAIL) throw new ConfigError("ADMIN_EMAIL: expected an e-mail address when ADMIN_PASSWORD is set");
  if (!e.ADMIN_PASSWORD) throw new ConfigError("ADMIN_PASSWORD: expected a password when ADMIN_EMAIL is set");
  return { bootstrapAdmin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } };
}

function testClockConfig(e: Env): boolean {
  if (e.TEST_CLOCK !== "true") return false;
  if (e.STRIPE_SECRET_KEY?.startsWith("sk_live_") || e.STRIPE_SECRET_KEY?.startsWith("rk_live_")) {
    throw new ConfigError(
      "TEST_CLOCK: expected it off with a live Stripe key (sk_live_…): moving the clock would charge real cards early",
    );
  }
  return true;
}

function paymentsConfig(e: Env): PaymentsConfig {
  if (!e.STRIPE_SECRET_KEY) return { provider: "test" };
  if (!e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "STRIPE_WEBHOOK_SECRET: expected a webhook signing secret (whsec_…) when STRIPE_SECRET_KEY is set (got nothing)",
    );
  }
  const api = {
    ...(e.STRIPE_API_HOST ? { host: e.STRIPE_API_HOST } : {}),
    ...(e.STRIPE_API_PORT ? { port: e.STRIPE_API_PORT } : {}),
    ...(e.STRIPE_API_PROTOCOL ? { protocol: e.STRIPE_API_PROTOCOL } : {}),
  };
  return {
    provider: "stripe",
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    ...(Object.keys(api).length > 0 ? { api } : {}),
  };
}

/** `https://a.example, https://b.example:8443` → their origins; anything else stops the start. */
function parseExtraOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      let url: URL | null = null;
      try {
        url = new URL(v);
      } catch {
        url = null;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== v.replace(/\/+$/, "")) {
        throw new ConfigError(
          `EXTRA_ORIGINS: expected comma-separated origins such as https://www.shop.example.com (got '${v}')`,
        );
      }
      return url.origin;
    });
}

// The environment variables the shop reads, each with what it expects (config.ts turns them into
// the Config everything else is handed). A wrong value is refused with that text.
import { z } from "zod";
import { parseBackupInterval } from "../core/backup-retention";
import { DEFAULT_SHOP_TIME_ZONE, isTimeZone } from "../core/shop-time";
import { isValidAbn, PLACEHOLDER_ABN } from "../core/abn";

export { PLACEHOLDER_ABN, isValidAbn };

export const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: "an integer port number from 1 to 65535" })
    .int("an integer port number from 1 to 65535")
    .min(1, "an integer port number from 1 to 65535")
    .max(65535, "an integer port number from 1 to 65535")
    .default(3000),
  HOST: z.string().min(1, "a host name or IP address to listen on").default("0.0.0.0"),
  PUBLIC_URL: z.url({ error: "an absolute http(s) URL such as https://shop.example.com" }).optional(),
  EXTRA_ORIGINS: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().min(1, "a directory path").default("./data"),
  SHOP_NAME: z.string().trim().min(1, "a non-empty shop name").max(60, "at most 60 characters").default("Rebound"),
  SHOP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "an IANA time zone such as Australia/Perth")
    .default(DEFAULT_SHOP_TIME_ZONE),
  SESSION_SECRET: z.string().min(32, "at least 32 characters").optional(),
  ADMIN_EMAIL: z.email({ error: "an e-mail address for the first admin account" }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(12, "a password of at least 12 characters")
    .max(200, "at most 200 characters")
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "one of development, production, test" })
    .default("production"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, "a Stripe secret key (sk_test_…, sk_live_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]+$/, "a webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_API_HOST: z.string().min(1, "a host name").optional(),
  STRIPE_API_PORT: z.coerce
    .number({ error: "an integer port number from 1 to 65535" })
    .int("an integer port number from 1 to 65535")
    .min(1, "an integer port number from 1 to 65535")
    .max(65535, "an integer port number from 1 to 65535")
    .optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"], { error: "http or https" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "an SMTP URL such as smtp://user:pass@mail.example.com:587 or smtps://…")
    .refine((v) => URL.canParse(v), "an SMTP URL such as smtp://user:pass@mail.example.com:587 or smtps://…")
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(200, "at most 200 characters")
    .regex(/^[^\r\n]*\S+@\S+[^\r\n]*$/, "a sender such as 'Rebound <orders@example.com>'")
    .optional(),
  SUPPORT_EMAIL: z.email({ error: "an e-mail address" }).default("support@reboundrecovery.com.au"),
  TRUST_PROXY: z.enum(["true", "false"], { error: "true or false" }).default("false"),
  TEST_CLOCK: z.enum(["true", "false"], { error: "true or false" }).default("false"),
  CHECKOUT_RATE_LIMIT: z.coerce
    .number({ error: "a whole number of checkouts per 10 minutes (0 for no limit)" })
    .int("a whole number of checkouts per 10 minutes (0 for no limit)")
    .min(0, "a whole number of checkouts per 10 minutes (0 for no limit)")
    .default(30),
  BEACONS_PER_SECOND: z.coerce
    .number({ error: "a whole number of analytics beacons a second (at least 1)" })
    .int("a whole number of analytics beacons a second (at least 1)")
    .min(1, "a whole number of analytics beacons a second (at least 1)")
    .default(100),
  SIGN_IN_RATE_LIMIT: z.coerce
    .number({ error: "a whole number of sign-in e-mails per hour (at least 1)" })
    .int("a whole number of sign-in e-mails per hour (at least 1)")
    .min(1, "a whole number of sign-in e-mails per hour (at least 1)")
    .default(10),
  CONTACT_RATE_LIMIT: z.coerce
    .number({ error: "a whole number of e-mail addresses per hour (at least 1)" })
    .int("a whole number of e-mail addresses per hour (at least 1)")
    .min(1, "a whole number of e-mail addresses per hour (at least 1)")
    .default(10),
  PROMO_GUESS_LIMIT: z.coerce
    .number({ error: "a whole number of wrong codes per 10 minutes (0 for no limit)" })
    .int("a whole number of wrong codes per 10 minutes (0 for no limit)")
    .min(0, "a whole number of wrong codes per 10 minutes (0 for no limit)")
    .default(10),
  SHUTDOWN_DELAY_SECONDS: z.coerce
    .number({ error: "a number of seconds (0 or more)" })
    .min(0, "a number of seconds (0 or more)")
    .max(300, "at most 300 seconds")
    .default(0),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: "a number of seconds (1 or more)" })
    .min(1, "a number of seconds (1 or more)")
    .max(600, "at most 600 seconds")
    .default(10),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "a bucket name (3-63 lower-case letters, digits, dots, hyphens)")
    .optional(),
  S3_ENDPOINT: z.url({ error: "an http(s) URL such as https://<account>.r2.cloudflarestorage.com" }).optional(),
  S3_REGION: z.string().trim().min(1, "a region such as ap-southeast-2 (R2: auto)").optional(),
  S3_ACCESS_KEY_ID: z.string().min(1, "an access key id").optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, "a secret access key").optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: "true or false" }).default("false"),
  MEDIA_PUBLIC_URL: z.url({ error: "an absolute http(s) URL such as https://cdn.example.com" }).optional(),
  BACKUP_INTERVAL: z
    .string()
    .refine(
      (v) => v === "off" || parseBackupInterval(v) !== null,
      "a duration from 1 minute to 7 days, such as 15m, 1h or 1d (or off)",
    )
    .default("1h"),
  BACKUP_DIR: z.string().min(1).optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, "at least 16 printable characters, no spaces")
    .optional(),
  INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, "up to 64 letters, digits, dots, hyphens or underscores")
    .optional(),
  SELLER_NAME: z.string().trim().min(1, "a non-empty legal name").max(120, "at most 120 characters").optional(),
  SELLER_ABN: z
    .string()
    .trim()
    .refine(isValidAbn, "an 11-digit Australian Business Number with valid check digits")
    .optional(),
  SENDLE_ID: z.string().trim().min(1, "the Sendle ID of the shop's Sendle account").max(200).optional(),
  SENDLE_API_KEY: z.string().trim().min(1, "the API key of the shop's Sendle account").max(200).optional(),
  SENDLE_BASE_URL: z.url({ error: "an absolute http(s) URL such as https://api.sendle.com/api" }).optional(),
  SENDLE_SANDBOX: z.enum(["true", "false"], { error: "true or false" }).optional(),
});

export type Env = z.output<typeof EnvSchema>;

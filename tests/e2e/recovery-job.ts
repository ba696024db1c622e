// Runs the checkout-reminder job (server/modules/recovery) against the running e2e server's
// database with a clock moved ahead, as the server's own 10-minute job would later: the browser
// test needs no test hook in the product. The links are signed with the server's own secret
// (the data directory's session-secret file, as the server reads it without SESSION_SECRET).
import path from "node:path";
import { test } from "@playwright/test";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { loadOrCreateSecret } from "../../server/config-storage";
import type { Db } from "../../server/infra/db/client";
import type { Database as Schema } from "../../server/infra/db/schema";
import { createMail } from "../../server/infra/mail/mail";
import { createLogger } from "../../server/logger";
import { createMemoryRateLimiter } from "../../server/infra/rate-limit/rate-limiter";
import { createLinkSigner } from "../../server/infra/signed-links";
import { createConsentService } from "../../server/modules/consent/consent.service";
import { createRecoveryService } from "../../server/modules/recovery/recovery.service";

/** `dataDir` and `secret`: a server the spec started itself (else the project's, with its own secret). */
export async function runReminderJob(opts: {
  aheadMs: number;
  publicUrl: string;
  dataDir?: string;
  secret?: string;
}): Promise<number> {
  const dir = opts.dataDir ?? (test.info().project.metadata as { dataDir: string }).dataDir;
  const sqlite = new Database(path.join(dir, "shop.db"));
  sqlite.pragma("busy_timeout = 5000");
  const db: Db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  const clock = () => new Date(Date.now() + opts.aheadMs);
  const logger = createLogger("silent");
  const mail = createMail({
    db,
    logger,
    clock,
    config: { smtpUrl: null, from: "Rebound <orders@localhost>", supportEmail: "support@reboundrecovery.com.au" },
    transport: null,
  });
  const signer = createLinkSigner(opts.secret ?? loadOrCreateSecret(dir));
  const shop = { shopName: "Rebound", publicUrl: opts.publicUrl, supportEmail: "support@reboundrecovery.com.au" };
  try {
    return await createRecoveryService({
      db,
      logger,
      clock,
      mail,
      signer,
      shop: { ...shop, seller: { name: "Rebound Pty Ltd", abn: "00 000 000 000" } },
      activeProducts: async () => [],
      consent: createConsentService({ db, logger, clock, mail, signer, shop }),
      rateLimiter: createMemoryRateLimiter({ clock }),
    }).sendDueReminders();
  } finally {
    await db.destroy();
  }
}

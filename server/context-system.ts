// The System screen's part of the composition root (server/context.ts): the service that reports
// this instance and reads the shop's health, with the shop's own backups on SQLite.
import { hostname } from "node:os";
import { isLivePayments, type Config } from "./config";
import { abnReady } from "../core/store-details";
import type { StoreDetailsService } from "./modules/settings/store-details";
import { listBackups } from "./infra/backup/backup";
import { backUpNow, backupStoreFor, backupsOnDatabaseDisk } from "./infra/backup/schedule";
import type { Db } from "./infra/db/client";
import type { Logger } from "./logger";
import { createSystemService, type SystemBackups } from "./modules/system/system.service";
import { SHOP_VERSION } from "./version";

export function createSystem(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  config: Config;
  storeDetails: StoreDetailsService;
}) {
  const { db, logger, clock, config } = deps;
  return createSystemService({
    db,
    logger,
    clock,
    instance: { name: config.instanceName ?? `${hostname()}:${config.port}`, version: SHOP_VERSION },
    sqliteFile: config.database.dialect === "sqlite" ? config.database.file : null,
    setup: {
      abnMissing: () => !abnReady(deps.storeDetails.seller),
      smtp: config.mail.smtpUrl !== null,
      stripeLive: isLivePayments(config),
    },
    backups: systemBackups(config, clock),
  });
}

/** The System screen's view of the shop's own backups: SQLite only (PostgreSQL has its own). */
function systemBackups(config: Config, clock: () => Date): SystemBackups | null {
  if (config.database.dialect !== "sqlite") return null;
  return {
    list: async () =>
      (await listBackups(backupStoreFor(config))).map((m) => ({
        id: m.id,
        createdAt: m.createdAt,
        bytes: m.database.bytes,
      })),
    intervalMs: config.backup.intervalMs,
    where: backupStoreFor(config).describe,
    onDatabaseDisk: () => backupsOnDatabaseDisk(config),
    takeNow: async () => ({ id: (await backUpNow(config, clock())).manifest.id }),
  };
}

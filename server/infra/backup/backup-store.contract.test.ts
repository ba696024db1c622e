// Backups through both stores (BACKUP_DIR and the bucket, s3rver): a backup with media, the
// retention rule pruning old ones and unnamed media, and a restore of what is left.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { startTestS3, type TestS3 } from "../../../scripts/support/s3rver";
import { localBackupStore, s3BackupStore, type BackupStore } from "./backup-store";
import { listBackups, pruneBackups, takeBackup } from "./backup";
import { restoreBackup } from "./restore";
import { tempDir } from "../../../tests/support/temp-dir";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

const tmp = () => tempDir("backup-contract-");
const stores: [string, () => BackupStore][] = [
  ["a folder", () => localBackupStore(tmp())],
  ["an S3 bucket", () => s3BackupStore(loadConfig({ DATA_DIR: tmp(), ...s3.env }).s3!)],
];

describe.each(stores)("backups in %s", (_name, make) => {
  it("backs up, keeps what the rule keeps, and restores the newest", async () => {
    const store = make();
    const data = tmp();
    const dbFile = path.join(data, "shop.db");
    const db = new SQLite(dbFile);
    db.pragma("journal_mode = WAL");
    db.exec("create table orders (n integer)");
    const media = path.join(data, "media");
    mkdirSync(media);
    writeFileSync(path.join(media, "old.png"), "old");
    const at = (h: number) => new Date(Date.parse("2026-11-25T00:30:00Z") + h * 3_600_000);
    // Two backups an hour apart, then one in the same hour as the second: hourly keeps one per hour.
    db.exec("insert into orders values (1)");
    await takeBackup({ dbFile, mediaDir: media, store, now: at(0), workDir: tmp() });
    db.exec("insert into orders values (2)");
    await takeBackup({ dbFile, mediaDir: media, store, now: at(1), workDir: tmp() });
    db.exec("insert into orders values (3)");
    writeFileSync(path.join(media, "new.png"), "new");
    rmSync(path.join(media, "old.png"));
    const last = await takeBackup({ dbFile, mediaDir: media, store, now: at(1.5), workDir: tmp() });
    db.close();
    expect(last.media).toEqual(["media/new.png"]);

    const pruned = await pruneBackups(store, { hourly: 1, daily: 0, weekly: 0 });
    expect(pruned.length).toBe(2);
    expect((await listBackups(store)).map((b) => b.id)).toEqual([last.id]);
    expect((await store.list("media/")).map((o) => o.key)).toEqual(["media/new.png"]); // old.png named by no kept backup

    const into = tmp();
    const restored = await restoreBackup({
      store,
      dbFile: path.join(into, "shop.db"),
      mediaDir: path.join(into, "media"),
      which: "latest",
    });
    expect(restored.backup.id).toBe(last.id);
    const back = new SQLite(path.join(into, "shop.db"), { readonly: true });
    expect(back.prepare("select n from orders order by n").all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    back.close();
    expect(readFileSync(path.join(into, "media", "new.png"), "utf8")).toBe("new");
    expect(existsSync(path.join(into, "shop.db.restoring"))).toBe(false);
  });
});

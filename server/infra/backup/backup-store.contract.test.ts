// Backups through both stores (BACKUP_DIR and the bucket, s3rver): a backup with media, the
// retention rule pruning old ones and unnamed media, and a restore of what is left.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { startTestS3, type TestS3 } from "../../../scripts/support/s3rver";
import { localBackupStore, s3BackupStore, type BackupStore } from "./backup-store";
import { listBackups, pruneBackups, scanBackups, takeBackup } from "./backup";
import { restoreBackup, RestoreError } from "./restore";
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

  it("names a damaged manifest, and a media file lost mid-restore leaves the target as it was", async () => {
    const store = make();
    const data = tmp();
    const dbFile = path.join(data, "shop.db");
    const db = new SQLite(dbFile);
    db.exec("create table orders (n integer); insert into orders values (1)");
    db.close();
    const media = path.join(data, "media");
    mkdirSync(media);
    for (const n of ["a", "b", "c"]) writeFileSync(path.join(media, `${n}.png`), n);
    const first = await takeBackup({
      dbFile,
      mediaDir: media,
      store,
      now: new Date("2026-11-25T01:00:00Z"),
      workDir: tmp(),
    });
    const newer = "20261125T020000000Z";
    const cut = path.join(tmp(), "cut.json");
    writeFileSync(cut, '{"id": "20261125T0200');
    await store.put(`db/${newer}.json`, cut);

    const scan = await scanBackups(store);
    expect(scan.backups.map((b) => b.id)).toEqual([first.id]);
    expect(scan.damaged).toEqual([{ id: newer, key: `db/${newer}.json` }]);

    // The media file is there when checked, and gone when copied: what was written is removed.
    const into = path.join(tmp(), "data");
    mkdirSync(into);
    writeFileSync(path.join(into, "session-secret"), "kept");
    const flaky: BackupStore = {
      ...store,
      get: (key, file) => (key === "media/b.png" ? Promise.reject(new Error("gone")) : store.get(key, file)),
    };
    const target = { store: flaky, dbFile: path.join(into, "shop.db"), mediaDir: path.join(into, "media") };
    await expect(restoreBackup({ ...target, which: "latest" })).rejects.toThrow(
      `backup ${first.id} is incomplete: its media file media/b.png is missing from ${store.describe} (nothing was changed)`,
    );
    expect(readdirSync(into)).toEqual(["session-secret"]);
    const nested = path.join(tmp(), "not", "there");
    await expect(
      restoreBackup({
        store: flaky,
        dbFile: path.join(nested, "shop.db"),
        mediaDir: path.join(nested, "media"),
        which: first.id,
      }),
    ).rejects.toThrow(RestoreError);
    expect(existsSync(path.join(nested, ".."))).toBe(false);

    await expect(restoreBackup({ ...target, store, which: newer })).rejects.toThrow(
      `backup ${newer} is damaged: its manifest db/${newer}.json cannot be read (nothing was changed)`,
    );
    const { backup, skipped } = await restoreBackup({ ...target, store, which: "latest" });
    expect(backup.id).toBe(first.id);
    expect(skipped.map((d) => d.id)).toEqual([newer]);
    expect(readdirSync(into).sort()).toEqual(["media", "session-secret", "shop.db"]);
    expect(readdirSync(path.join(into, "media")).sort()).toEqual(["a.png", "b.png", "c.png"]);
  });
});

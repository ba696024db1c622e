// The shop's files hold customers' details: the database, its log, backups, media and unfinished
// uploads are readable by the shop's user only (files 0600, folders it creates 0700), whatever the
// umask. Checked with the umask at 0, where nothing but an explicit mode keeps them private.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { signInAdmin } from "../../tests/support/admin";
import { startTestServer, type TestServer } from "../../tests/support/test-server";
import { tempDir } from "../../tests/support/temp-dir";
import { uploadAll } from "../../scripts/support/tus-client";
import { loadConfig } from "../config";
import { createDb } from "./db/client";
import { localBackupStore } from "./backup/backup-store";
import { takeBackup } from "./backup/backup";
import { restoreBackup } from "./backup/restore";

vi.setConfig({ testTimeout: 60_000 });

const mode = (p: string) => statSync(p).mode & 0o777;

/** Every file and folder under `dir` (itself too) with its mode, e.g. "media/a.png 600". */
function modes(dir: string): string[] {
  const rel = readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
  return [`. ${mode(dir).toString(8)}`, ...rel.map((r) => `${r} ${mode(path.join(dir, r)).toString(8)}`)];
}

const privateTree = (dir: string) =>
  modes(dir).map((line) =>
    line.replace(/ \d+$/, statSync(path.join(dir, line.split(" ")[0]!)).isDirectory() ? " 700" : " 600"),
  );

let umask: number;
beforeAll(() => {
  umask = process.umask(0);
});
afterAll(() => void process.umask(umask));

describe("uploaded media", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.close());

  it("stores an uploaded image and its variants 0600 in a 0700 media folder, unfinished uploads in a 0700 folder", async () => {
    const headers = await signInAdmin(s);
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#0ea5e9" } })
      .png()
      .toBuffer();
    const res = await uploadAll(s.url, headers, png, { filename: "m.png", filetype: "image/png", purpose: "image" });
    expect(res.status).toBe(200);
    const media = path.join(s.ctx.config.dataDir, "media");
    expect(readdirSync(media).length).toBeGreaterThan(1);
    expect(modes(media)).toEqual(privateTree(media));
    expect(mode(path.join(s.ctx.config.dataDir, "uploads"))).toBe(0o700);
  });
});

describe.skipIf(inject("dialect") === "postgres")("the SQLite database, backups and a restore", () => {
  it("creates the data folder 0700, the database and its -wal and -shm 0600, and makes an existing 0644 database 0600", async () => {
    const dataDir = path.join(tempDir("modes-db-"), "data");
    const file = path.join(dataDir, "shop.db");
    const db = createDb({ dialect: "sqlite", file });
    await db.schema.createTable("t").addColumn("v", "text").execute();
    expect(mode(dataDir)).toBe(0o700);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe(0o600);
    await db.destroy();

    const older = path.join(tempDir("modes-old-"), "shop.db");
    const made = new SQLite(older);
    made.exec("pragma journal_mode = wal; create table t (v)");
    expect(mode(older)).toBe(0o644); // what SQLite makes on its own with the umask at 0
    made.close();
    const again = createDb({ dialect: "sqlite", file: older });
    await again.selectNoFrom((eb) => eb.lit(1).as("one")).execute();
    for (const f of [older, `${older}-wal`, `${older}-shm`]) expect(mode(f), f).toBe(0o600);
    await again.destroy();
  });

  it("writes backups 0600 in 0700 folders, and restores the database and media 0600 in a 0700 data folder", async () => {
    const root = tempDir("modes-backup-");
    const dataDir = path.join(root, "data");
    const mediaDir = path.join(dataDir, "media");
    mkdirSync(mediaDir, { recursive: true });
    const dbFile = path.join(dataDir, "shop.db");
    new SQLite(dbFile).exec("create table t (v); insert into t values (1)");
    writeFileSync(path.join(mediaDir, "a.png"), "a");
    const backupDir = path.join(root, "backups");
    const store = localBackupStore(backupDir);
    await takeBackup({ dbFile, mediaDir, store, now: new Date(), workDir: path.join(dataDir, ".backup-work") });
    expect(modes(backupDir)).toEqual(privateTree(backupDir));
    expect(modes(backupDir).length).toBe(6); // . db db/x.json db/x.sqlite.gz media media/a.png

    const into = path.join(root, "restored");
    await restoreBackup({
      store,
      dbFile: path.join(into, "shop.db"),
      mediaDir: path.join(into, "media"),
      which: "latest",
    });
    expect(existsSync(path.join(into, "media", "a.png"))).toBe(true);
    expect(modes(into)).toEqual(privateTree(into));
  });

  it("creates the data folder 0700 for a generated session secret", () => {
    const dataDir = path.join(tempDir("modes-secret-"), "data");
    loadConfig({ DATA_DIR: dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, "session-secret"))).toBe(0o600);
  });
});

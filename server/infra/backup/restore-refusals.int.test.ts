// `npm run restore` when something is wrong: a backup missing a media file, a damaged newest
// backup, a backup whose database fails integrity_check, a refused restore. Each refusal is one
// line and leaves the data folder exactly as it was (not even created); a damaged newest backup is
// named, and `latest` says which one it restored instead.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import SQLite from "better-sqlite3";
import { describe, expect, inject, it, vi } from "vitest";
import { tempDir } from "../../../tests/support/temp-dir";

vi.setConfig({ testTimeout: 60_000 });

function cli(script: "backup" | "restore", env: Record<string, string>, args: string[] = []) {
  const r = spawnSync(path.resolve("node_modules/.bin/tsx"), [`scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}`.trim(), stdout: r.stdout, stderr: r.stderr.trim() };
}

/** What a folder holds, recursively, so "as it was" can be compared. */
function tree(dir: string): string[] | null {
  if (!existsSync(dir)) return null;
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
}

/** A shop's data folder with a database and `media` files, and one backup of it (without SESSION_SECRET). */
function shopWithBackup(media = 3) {
  const root = tempDir("restore-refusals-");
  const dataDir = path.join(root, "data");
  const backupDir = path.join(root, "backups-elsewhere");
  mkdirSync(path.join(dataDir, "media"), { recursive: true });
  const db = new SQLite(path.join(dataDir, "shop.db"));
  db.exec("create table t (v text); insert into t values ('before')");
  db.close();
  for (let i = 0; i < media; i++) writeFileSync(path.join(dataDir, "media", `m${i}.png`), `image ${i}`);
  const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
  const taken = cli("backup", env);
  expect(taken.code, taken.out).toBe(0);
  // The backup command made a session secret; what a restore writes is under test.
  rmSync(path.join(dataDir, "session-secret"), { force: true });
  return { root, dataDir, backupDir, env };
}

const ids = (backupDir: string) =>
  readdirSync(path.join(backupDir, "db"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .sort();

describe.skipIf(inject("dialect") === "postgres")("restore refusals on SQLite", () => {
  it("a backup missing a media file is refused before anything is written, naming the file; the folder stays as it was", () => {
    const { dataDir, backupDir, env } = shopWithBackup(7);
    rmSync(path.join(backupDir, "media", "m3.png"));
    rmSync(dataDir, { recursive: true });

    const missing = cli("restore", env, ["latest"]);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(
      /^Restore refused: backup \d{8}T\d{9}Z is incomplete: its media file media\/m3\.png is missing from .+ \(nothing was changed\)$/,
    );
    expect(tree(dataDir)).toBeNull();

    // An existing, empty data folder stays empty too; once the file is back, the restore goes through.
    mkdirSync(dataDir);
    expect(cli("restore", env, ["latest"]).code).toBe(1);
    expect(tree(dataDir)).toEqual([]);
    writeFileSync(path.join(backupDir, "media", "m3.png"), "image 3");
    const ok = cli("restore", env, ["latest"]);
    expect(ok.code, ok.out).toBe(0);
    expect(readFileSync(path.join(dataDir, "media", "m3.png"), "utf8")).toBe("image 3");
    expect(tree(dataDir)).toEqual(["media", ...[0, 1, 2, 3, 4, 5, 6].map((i) => `media/m${i}.png`), "shop.db"]);
  });

  it("names a damaged newest backup, says which one latest restored instead, and refuses the damaged one by name", () => {
    const { dataDir, backupDir, env } = shopWithBackup();
    // A second backup an hour later (two in one hour would leave one after retention), whose
    // manifest is then cut short.
    const [older] = ids(backupDir) as [string];
    const at = new Date(
      Date.parse(JSON.parse(readFileSync(path.join(backupDir, "db", `${older}.json`), "utf8")).createdAt) + 3_600_000,
    );
    const newest = at.toISOString().replace(/[-:.]/g, "");
    const manifest = readFileSync(path.join(backupDir, "db", `${older}.json`), "utf8").replaceAll(older, newest);
    writeFileSync(
      path.join(backupDir, "db", `${newest}.json`),
      manifest.replace(/"createdAt": "[^"]+"/, `"createdAt": "${at.toISOString()}"`),
    );
    copyFileSync(path.join(backupDir, "db", `${older}.sqlite.gz`), path.join(backupDir, "db", `${newest}.sqlite.gz`));
    truncateSync(path.join(backupDir, "db", `${newest}.json`), 40);
    rmSync(dataDir, { recursive: true });

    const byName = cli("restore", env, [newest]);
    expect(byName.code).toBe(1);
    expect(byName.out).toBe(
      `Restore refused: backup ${newest} is damaged: its manifest db/${newest}.json cannot be read (nothing was changed)`,
    );
    expect(tree(dataDir)).toBeNull();

    const latest = cli("restore", env, ["latest"]);
    expect(latest.code, latest.out).toBe(0);
    expect(latest.stderr).toBe(
      `Skipped backup ${newest}: it is damaged (its manifest db/${newest}.json cannot be read).`,
    );
    expect(latest.stdout).toContain(`restored backup ${older} `);
    expect(latest.stdout).toContain(`instead of the damaged ${newest}`);
  });

  it("refuses a backup whose database fails integrity_check in one line, leaving no folder behind", () => {
    const { dataDir, backupDir, env } = shopWithBackup();
    const [id] = ids(backupDir) as [string];
    // A database whose checksum holds but whose pages do not: rows written, then a page overwritten.
    const bad = path.join(tempDir("bad-db-"), "bad.db");
    const db = new SQLite(bad);
    db.exec("create table t (v text); create index t_v on t (v)");
    const insert = db.prepare("insert into t values (?)");
    for (let i = 0; i < 2000; i++) insert.run(`row ${i} ${"x".repeat(40)}`);
    db.close();
    const bytes = readFileSync(bad);
    bytes.fill(0x41, 4096 * 3 + 100, 4096 * 3 + 900);
    const gz = gzipSync(bytes);
    writeFileSync(path.join(backupDir, "db", `${id}.sqlite.gz`), gz);
    const manifestFile = path.join(backupDir, "db", `${id}.json`);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { database: { sha256: string } };
    manifest.database.sha256 = createHash("sha256").update(gz).digest("hex");
    writeFileSync(manifestFile, JSON.stringify(manifest));
    rmSync(dataDir, { recursive: true });

    const r = cli("restore", env, ["latest"]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      new RegExp(`^Restore refused: backup ${id} fails integrity_check \\([^\\n]+\\) \\(nothing was changed\\)$`),
    );
    expect(tree(dataDir)).toBeNull();
  });

  it("writes nothing when it refuses: no data folder, no session secret", () => {
    const { dataDir, backupDir, env } = shopWithBackup();
    // A data folder with a database in it: refused, and no session secret appears beside it.
    const occupied = cli("restore", env, ["latest"]);
    expect(occupied.code).toBe(1);
    expect(occupied.out.split("\n")).toHaveLength(1);
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);

    rmSync(dataDir, { recursive: true });
    const gz = path.join(backupDir, "db", readdirSync(path.join(backupDir, "db")).find((f) => f.endsWith(".gz"))!);
    const refusals = [
      cli("restore", env, ["20200101T000000000Z"]),
      cli("restore", env, ["2001-01-01T00:00:00Z"]),
      cli("restore", { ...env, BACKUP_DIR: path.join(backupDir, "nothing-here") }, ["latest"]),
      (truncateSync(gz, 10), cli("restore", env, ["latest"])),
    ];
    for (const r of refusals) {
      expect(r.code, r.out).toBe(1);
      expect(r.out.split("\n"), r.out).toHaveLength(1);
      expect(r.out).toMatch(/^Restore refused: .+\(nothing was changed\)$/);
    }
    expect(tree(dataDir)).toBeNull();
  });

  it("keeps backups outside the data folder by default, so deleting the data folder keeps them", () => {
    const root = tempDir("restore-default-dir-");
    const dataDir = path.join(root, "data");
    mkdirSync(dataDir);
    const db = new SQLite(path.join(dataDir, "shop.db"));
    db.exec("create table t (v text); insert into t values ('kept')");
    db.close();
    const taken = cli("backup", { DATA_DIR: dataDir });
    expect(taken.code, taken.out).toBe(0);
    expect(taken.out).toContain(`in ${path.join(root, "backups")}`);

    rmSync(dataDir, { recursive: true });
    const restored = cli("restore", { DATA_DIR: dataDir }, ["latest"]);
    expect(restored.code, restored.out).toBe(0);
    const back = new SQLite(path.join(dataDir, "shop.db"), { readonly: true });
    expect(back.prepare("select v from t").pluck().get()).toBe("kept");
    back.close();
  });
});

describe.skipIf(inject("dialect") !== "postgres")("restore on PostgreSQL", () => {
  it("refuses in one line and writes nothing: no data folder, no session secret", () => {
    const dataDir = path.join(tempDir("restore-pg-"), "data");
    const r = cli("restore", { DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL! }, ["latest"]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^Restore refused: the shop runs on PostgreSQL: .+\(nothing was changed\)$/);
    expect(tree(dataDir)).toBeNull();
  });
});

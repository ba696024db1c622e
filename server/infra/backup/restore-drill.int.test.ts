// The restore drill (ADR 0020): place orders, back up (npm run backup), place more, kill -9, delete
// the data folder, restore the latest backup (npm run restore -- latest), start: every order
// acknowledged before the backup is there, with its media. Then the refusals: a data folder
// that is not empty, an unknown backup, a damaged one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync, existsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { describe, expect, inject, it, vi } from "vitest";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { startShopProcess } from "../../../scripts/support/shop-process";
import { uploadAll } from "../../../scripts/support/tus-client";

vi.setConfig({ testTimeout: 120_000 });

const ADMIN = { email: "owner@example.com", password: "a long owner password" };
const ONE = { id: "one-and-done", quantity: 1, flavor: "Orange Crush" };

/** Runs an npm script's file (`npm run backup` / `restore`) as its own process. */
function cli(script: "backup" | "restore", env: Record<string, string>, args: string[] = []) {
  const r = spawnSync(path.resolve("node_modules/.bin/tsx"), [`scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", SESSION_SECRET: "s".repeat(40), ...env },
    encoding: "utf8",
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

async function placeOrder(url: string, pay: boolean): Promise<string> {
  const session = await startCheckout(url, [ONE]);
  if (pay) {
    const res = await fetch(`${url}/pay/${session}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(GOOD_PAYMENT_FORM).toString(),
      redirect: "manual",
    });
    expect(res.status).toBeLessThan(400);
  }
  return session;
}

function ordersIn(dbFile: string): Map<string, string> {
  const db = new SQLite(dbFile, { readonly: true });
  try {
    const rows = db.prepare("select provider_session_id as s, status from orders").all() as {
      s: string;
      status: string;
    }[];
    return new Map(rows.map((r) => [r.s, r.status]));
  } finally {
    db.close();
  }
}

describe.skipIf(inject("dialect") === "postgres")("backup and restore on SQLite", () => {
  it("brings back every order acknowledged before the backup, with its media, after the data folder is gone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "drill-data-"));
    const backupDir = mkdtempSync(path.join(tmpdir(), "drill-backups-"));
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_INTERVAL: "1d" };
    const shop = await startShopProcess({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    let restarted;
    try {
      const login = await fetch(`${shop.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: shop.url },
        body: JSON.stringify(ADMIN),
      });
      const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#7c3aed" } })
        .png()
        .toBuffer();
      const uploaded = await uploadAll(shop.url, { cookie, origin: shop.url }, png, {
        filename: "drill.png",
        filetype: "image/png",
        purpose: "image",
      });
      const mediaUrl = ((await uploaded.json()) as { media: { url: string } }).media.url;
      const mediaBytes = Buffer.from(await (await fetch(`${shop.url}${mediaUrl}`)).arrayBuffer());
      // Both folders are under the same /tmp: the start says so.
      expect(shop.output.some((l) => l.includes("BACKUP_DIR is on the same disk as the database"))).toBe(true);

      const before = [
        await placeOrder(shop.url, true),
        await placeOrder(shop.url, true),
        await placeOrder(shop.url, false),
      ];
      const backup = cli("backup", env);
      expect(backup.code, backup.out).toBe(0);
      const after = [await placeOrder(shop.url, true), await placeOrder(shop.url, false)];

      shop.child.kill("SIGKILL");
      await shop.exited;
      rmSync(dataDir, { recursive: true, force: true });

      const restore = cli("restore", env, ["latest"]);
      expect(restore.code, restore.out).toBe(0);
      expect(restore.out).toMatch(/restored backup \d{8}T\d{9}Z/);

      restarted = await startShopProcess(env);
      const orders = ordersIn(path.join(dataDir, "shop.db"));
      expect(orders.get(before[0]!)).toBe("paid");
      expect(orders.get(before[1]!)).toBe("paid");
      expect(orders.get(before[2]!)).toBe("pending");
      // What came after the backup is what a dead disk costs: at most one interval.
      for (const s of after) expect(orders.has(s)).toBe(false);
      const media = await fetch(`${restarted.url}${mediaUrl}`);
      expect(media.status).toBe(200);
      expect(Buffer.from(await media.arrayBuffer()).equals(mediaBytes)).toBe(true);
      expect((await fetch(`${restarted.url}/api/products`)).status).toBe(200);
    } finally {
      await shop.stop();
      await restarted?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(backupDir, { recursive: true, force: true });
    }
  });

  it("refuses a data folder with a database, an unknown backup and a damaged one, changing nothing", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "drill-refuse-"));
    const backupDir = mkdtempSync(path.join(tmpdir(), "drill-refuse-backups-"));
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
    try {
      const db = new SQLite(path.join(dataDir, "shop.db"));
      db.exec("create table t (v text); insert into t values ('x')");
      db.close();
      expect(cli("backup", env).code).toBe(0);

      const occupied = cli("restore", env, ["latest"]);
      expect(occupied.code).toBe(1);
      expect(occupied.out).toContain("already exists: restore only into an empty data folder (nothing was changed)");

      rmSync(path.join(dataDir, "shop.db"));
      const unknown = cli("restore", env, ["20200101T000000000Z"]);
      expect(unknown.code).toBe(1);
      expect(unknown.out).toContain("no backup '20200101T000000000Z'");
      const tooEarly = cli("restore", env, ["2001-01-01T00:00:00Z"]);
      expect(tooEarly.out).toContain("no backup taken at or before 2001-01-01T00:00:00Z");

      const gz = path.join(backupDir, "db", readdirSync(path.join(backupDir, "db")).find((f) => f.endsWith(".gz"))!);
      truncateSync(gz, Math.floor(statSync(gz).size / 2));
      const damaged = cli("restore", env, ["latest"]);
      expect(damaged.code).toBe(1);
      expect(damaged.out.trim()).toMatch(
        /fails its checksum: the file db\/\w+\.sqlite\.gz is damaged \(nothing was changed\)$/,
      );
      expect(existsSync(path.join(dataDir, "shop.db"))).toBe(false);

      writeFileSync(path.join(dataDir, "x"), "");
      const interval = spawnSync(process.execPath, ["build/app/main.js"], {
        env: { PATH: process.env.PATH ?? "", ...env, BACKUP_INTERVAL: "30s" },
        encoding: "utf8",
      });
      expect(interval.status).toBe(1);
      expect(interval.stderr.trim()).toBe(
        "Cannot start: BACKUP_INTERVAL: expected a duration from 1 minute to 7 days, such as 15m, 1h or 1d (or off) (got '30s')",
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(backupDir, { recursive: true, force: true });
    }
  });
});

// The privacy probe's view of the shop it started: plain HTTP requests as a browser or a script
// would send them, and the shop's SQLite file read as it stands (read-only, beside the running
// server). Every request names its own client address (the shop runs with TRUST_PROXY=true), so
// one check never spends another's per-address allowance.
import { randomBytes } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";

export type ProbeShop = {
  url: string;
  dataDir: string;
  /** The shop's database, opened read-only. */
  db: Database.Database;
  owner: { email: string; password: string };
};

export function openShopDb(dataDir: string): Database.Database {
  const db = new Database(path.join(dataDir, "shop.db"), { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

let clients = 0;
/** A client address no other request of the probe used. */
export const freshIp = () => `198.51.100.${++clients}`;

/** A name no earlier run of the probe can have used. */
export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

type PostOptions = { cookie?: string; origin?: boolean; ip?: string };

function headers(shop: ProbeShop, type: string, opts: PostOptions): Record<string, string> {
  return {
    "content-type": type,
    "x-forwarded-for": opts.ip ?? freshIp(),
    ...(opts.origin === false ? {} : { origin: shop.url }),
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
  };
}

/** A form post, as the shop's own pages send it (with its Origin unless told otherwise). */
export function postForm(shop: ProbeShop, where: string, fields: Record<string, string>, opts: PostOptions = {}) {
  return fetch(`${shop.url}${where}`, {
    method: "POST",
    redirect: "manual",
    headers: headers(shop, "application/x-www-form-urlencoded", opts),
    body: new URLSearchParams(fields).toString(),
  });
}

export function postJson(shop: ProbeShop, where: string, body: unknown, opts: PostOptions = {}) {
  return fetch(`${shop.url}${where}`, {
    method: "POST",
    redirect: "manual",
    headers: headers(shop, "application/json", opts),
    body: JSON.stringify(body),
  });
}

/** A page as someone holding only its address sees it: no cookie. */
export async function getPage(shop: ProbeShop, where: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${shop.url}${where}`, { redirect: "manual" });
  // React's text separators out, so a sentence can be looked for whole.
  return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
}

/** `name=value` of the first cookie a response set, or null. */
export const cookieOf = (res: Response) => res.headers.getSetCookie()[0]?.split(";")[0] ?? null;

export const ONE = { id: "one-and-done", quantity: 1, flavor: "Orange Crush" };

/** Starts a checkout (as a guest) and answers its test payment session's id. */
export async function startCheckout(shop: ProbeShop, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await postJson(shop, "/api/checkout", { cart: [ONE], ...extra }, { origin: false });
  if (res.status !== 200) throw new Error(`POST /api/checkout answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { url: string }).url.split("/").pop()!;
}

/** The e-mails sent to `to`, newest first. */
export function outbox(shop: ProbeShop, to: string): { subject: string; text: string }[] {
  return shop.db.prepare(`select subject, text from mail_outbox where "to" = ? order by created_at desc`).all(to) as {
    subject: string;
    text: string;
  }[];
}

/** Signs a customer in through the pages by the code e-mailed to them; answers their cookie. */
export async function signInCustomer(shop: ProbeShop, email: string): Promise<string> {
  const sent = await postForm(shop, "/account/sign-in", { intent: "send", email });
  if (sent.status !== 200) throw new Error(`asking for a sign-in code answered ${sent.status}`);
  const mail = outbox(shop, email).find((m) => m.subject.includes("sign-in code"));
  const code = mail && /sign-in code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no sign-in code was e-mailed to ${email}`);
  const verified = await postForm(shop, "/account/sign-in", { intent: "verify", email, code });
  const cookie = cookieOf(verified);
  if (verified.status !== 302 || !cookie) throw new Error(`signing in with the code answered ${verified.status}`);
  return cookie;
}

/** Signs the owner in through the admin's JSON API; answers the session cookie. */
export async function signInOwner(shop: ProbeShop): Promise<string> {
  const res = await postJson(shop, "/api/auth/login", shop.owner);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("shop_admin_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`the owner's sign-in answered ${res.status}: ${await res.text()}`);
  return cookie;
}

/** Polls `probe` every 100 ms until it answers true or `ms` pass; answers the last answer. */
export async function within(ms: number, probe: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (probe()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

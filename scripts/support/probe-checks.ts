// The privacy probe's attacks on what a stranger can see or do, each replayed over HTTP against
// the running shop and judged by its answers and by its database: marketing consent nobody but
// the address owner can give, secrets kept out of analytics, no cookie-authenticated change
// without an Origin, staff links that cannot leave the shop, and a success page that masks the
// e-mail. The pay link's attack is in probe-paylink.ts.
import { randomBytes } from "node:crypto";
import { CONTACT_ADDRESSES_REFUSED } from "../../core/marketing-consent";
import { SAFE_LINK_MESSAGE } from "../../core/safe-link";
import { NO_ORIGIN_REFUSED } from "../../server/modules/auth/admin-guard";
import { GOOD_PAYMENT_FORM } from "./payment-form";
import {
  freshIp,
  getPage,
  outbox,
  postForm,
  postJson,
  signInCustomer,
  signInOwner,
  startCheckout,
  unique,
  within,
  type ProbeShop,
} from "./probe-shop";

/** Records one check: passed when `ok`, else failed with `why`. */
export type Check = (what: string, ok: boolean, why: string) => void;

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const consentOf = (shop: ProbeShop, email: string) =>
  (
    shop.db.prepare("select marketing_consent from customers where email = ?").get(email) as
      | { marketing_consent: number }
      | undefined
  )?.marketing_consent ?? 0;
const confirmationsTo = (shop: ProbeShop, email: string) =>
  outbox(shop, email).filter((m) => m.text.includes("/consent/confirm?t=")).length;

export async function consentNobodyCanForge(shop: ProbeShop, check: Check) {
  const stranger = `${unique("stranger")}@example.com`;
  const sessionId = await startCheckout(shop);
  const res = await postForm(shop, `/pay/${sessionId}.data`, {
    intent: "contact",
    email: stranger,
    marketingConsent: "on",
  });
  check("a stranger's address ticked on the pay page is saved", res.status === 200, `answered ${res.status}`);
  check(
    "a stranger's address ticked on the pay page gets no marketing consent",
    consentOf(shop, stranger) !== 1,
    `customers.marketing_consent of ${stranger} is 1`,
  );
  check(
    "a stranger's address ticked on the pay page is asked by e-mail",
    confirmationsTo(shop, stranger) >= 1,
    `no confirmation e-mail to ${stranger} in mail_outbox`,
  );

  const victim = `${unique("api-victim")}@example.com`;
  await startCheckout(shop, { email: victim, marketingConsent: true });
  check(
    "POST /api/checkout with an e-mail and marketingConsent gives no consent",
    consentOf(shop, victim) !== 1,
    `customers.marketing_consent of ${victim} is 1`,
  );
  check(
    "POST /api/checkout with an e-mail and marketingConsent asks by e-mail",
    confirmationsTo(shop, victim) >= 1,
    `no confirmation e-mail to ${victim} in mail_outbox`,
  );

  const spray = await startCheckout(shop);
  const ip = freshIp();
  const addresses = [1, 2, 3, 4].map((n) => `${unique(`spray${n}`)}@example.com`);
  let fourth = "";
  for (const email of addresses) {
    const r = await postForm(shop, `/pay/${spray}.data`, { intent: "contact", email, marketingConsent: "on" }, { ip });
    fourth = await r.text();
  }
  check(
    "a 4th different address on one pay session is refused",
    fourth.includes(CONTACT_ADDRESSES_REFUSED) && confirmationsTo(shop, addresses[3]!) === 0,
    fourth.includes(CONTACT_ADDRESSES_REFUSED) ? "its owner was e-mailed anyway" : "the answer did not refuse it",
  );
}

export async function secretsKeptOutOfAnalytics(shop: ProbeShop, check: Check) {
  const token = randomBytes(32).toString("base64url");
  const session = `cs_test_${randomBytes(16).toString("hex")}`;
  const count = () => (shop.db.prepare("select count(*) as n from analytics_events").get() as { n: number }).n;
  const before = count();
  const pages = [`/subscriptions/link/${token}`, `/pay/${session}`, `/success?session_id=${session}`];
  for (const p of pages) {
    const res = await fetch(`${shop.url}/api/a`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, "x-forwarded-for": freshIp() },
      body: JSON.stringify({ k: "v", p }),
    });
    if (res.status !== 204) throw new Error(`the beacon for ${p} answered ${res.status}`);
  }
  // The buffer is written every second: a few seconds is plenty.
  const stored = await within(5000, () => count() >= before + pages.length);
  check("the beacons are stored", stored, `analytics_events has ${count() - before} of ${pages.length} after 5 s`);
  const rows = JSON.stringify(shop.db.prepare("select * from analytics_events").all());
  check("no analytics row holds a pay link's token", !rows.includes(token), `found ${token}`);
  check("no analytics row holds a payment session id", !rows.includes(session), `found ${session}`);
}

export async function noChangeWithoutOrigin(shop: ProbeShop, check: Check) {
  const email = `${unique("no-origin")}@example.com`;
  const cookie = await signInCustomer(shop, email);
  const res = await postForm(
    shop,
    "/account/settings",
    { intent: "delete", confirm: "yes" },
    { cookie, origin: false },
  );
  const body = await res.text();
  check(
    "deleting an account with its cookie but no Origin is refused",
    res.status === 403 && body.includes(NO_ORIGIN_REFUSED),
    `answered ${res.status}`,
  );
  const row = shop.db.prepare("select id from customers where email = ?").get(email);
  check("the account is still there", row !== undefined, `the customers row of ${email} is gone`);
}

export async function announcementLinksStayInTheShop(shop: ProbeShop, check: Check) {
  const cookie = await signInOwner(shop);
  const api = "/api/admin/content/announcement";
  const title = unique("Probe sale");
  const good = await postJson(shop, `${api}/publish`, { title, link: "/faqs" }, { cookie });
  if (good.status !== 200) throw new Error(`publishing a good announcement answered ${good.status}`);
  const revisions = () => (shop.db.prepare("select count(*) as n from content_revisions").get() as { n: number }).n;
  const storedBefore = revisions();
  for (const link of ["/\\evil.com", "//evil.com"]) {
    for (const step of ["publish", "draft"] as const) {
      const res =
        step === "publish"
          ? await postJson(shop, `${api}/publish`, { title: "Bad", link }, { cookie })
          : await fetch(`${shop.url}${api}/draft`, {
              method: "PUT",
              headers: { "content-type": "application/json", origin: shop.url, cookie },
              body: JSON.stringify({ title: "Bad", link }),
            });
      const said = await res.text();
      check(
        `an announcement linking ${link} is refused (${step})`,
        res.status === 400 && said.includes(SAFE_LINK_MESSAGE),
        `answered ${res.status}: ${said.slice(0, 200)}`,
      );
    }
  }
  const stored = JSON.stringify(shop.db.prepare("select * from content_revisions").all());
  check(
    "no refused link is stored",
    revisions() === storedBefore && !stored.includes("evil.com"),
    "content_revisions holds evil.com",
  );
  const home = await getPage(shop, "/");
  const offShop = ['href="/\\evil.com"', 'href="//evil.com"'].find((href) => home.html.includes(href));
  check(
    "the home page shows the announcement and no link off the shop",
    home.html.includes(title) && !offShop,
    offShop ? `the page holds ${offShop}` : "the announcement saved before is not on the page",
  );
}

export async function successPageMasks(shop: ProbeShop, check: Check) {
  const email = `${unique("pat")}@example.com.au`;
  const sessionId = await startCheckout(shop);
  const paid = await postForm(shop, `/pay/${sessionId}`, { ...GOOD_PAYMENT_FORM, email });
  if (paid.status !== 302) throw new Error(`paying the checkout answered ${paid.status}`);
  const page = await getPage(shop, `/success?session_id=${sessionId}`);
  check(
    "the success page shows a guest's e-mail masked to anyone holding its address",
    page.status === 200 && page.html.includes("p***@example.com.au") && !page.html.includes(email),
    page.html.includes(email) ? `the page shows ${email}` : `answered ${page.status} without p***@example.com.au`,
  );
}

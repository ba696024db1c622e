// Every API route and where it is mounted, built from the context (server/context.ts, the
// composition root); server/app.ts mounts them in this order.
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { apiDocument, OPENAPI_PATH } from "./api-document";
import type { AppContext } from "./context";
import { prepareJson, sendPreparedJson, type PreparedBody } from "./infra/http/prepared-body";
import { PRODUCT_CACHE_CONTROL } from "./modules/products/product.api";
import { healthRoutes } from "./infra/http/health";
import { metricsRoutes } from "./infra/metrics/metrics.api";
import type { Lifecycle } from "./infra/http/lifecycle";
import { CUSTOMER_COOKIE } from "./modules/accounts/customer-session";
import { oidcRoutes } from "./modules/accounts/oidc.api";
import { passkeyRoutes } from "./modules/accounts/passkey.api";
import { signInRoutes } from "./modules/accounts/sign-in.api";
import { adminAuditRoutes } from "./modules/audit/audit.admin-api";
import { authRoutes } from "./modules/auth/auth.api";
import { CHECKOUT_ALIAS_PATH, checkoutRoutes } from "./modules/checkout/checkout.api";
import { eventRoutes } from "./modules/events/events.api";
import { adminAccountDataRoutes } from "./modules/accounts/account-data.admin-api";
import { adminCustomerRoutes } from "./modules/customers/customer.admin-api";
import { adminSystemRoutes } from "./modules/system/system.admin-api";
import { adminInboxRoutes } from "./modules/inbox/inbox.admin-api";
import { mediaRoutes } from "./modules/media/media.serve";
import { emailLogoRoutes } from "./modules/settings/email-logo.serve";
import { LOGO_PATH } from "./modules/settings/email-look";
import { UPLOAD_PATH } from "./modules/media/upload.api";
import { backInStockRoutes } from "./modules/back-in-stock/back-in-stock.api";
import { adminContentRoutes } from "./modules/content/content.admin-api";
import { contactRoutes } from "./modules/messages/message.api";
import { adminOrderRoutes } from "./modules/orders/order.admin-api";
import { adminRecallRoutes } from "./modules/orders/order-recall.admin-api";
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from "./modules/payment-webhooks/stripe-webhook.api";
import { adminProductRoutes } from "./modules/products/product.admin-api";
import { adminSubscriptionOfferRoutes } from "./modules/subscriptions/offer/subscription-offer.admin-api";
import { adminPromoRoutes, cartQuoteRoutes } from "./modules/promotions/promo.api";
import { adminStockRoutes } from "./modules/stock/stock.admin-api";
import { productRoutes, tubArtRoutes } from "./modules/products/product.api";
import { returnRoutes } from "./modules/returns/return.api";
import { adminReviewRoutes } from "./modules/reviews/review.admin-api";
import { reviewRoutes } from "./modules/reviews/review.api";
import { adminVideoRoutes, publicVideoRoutes } from "./modules/videos/video.api";
import { testClockRoutes } from "./modules/subscriptions/test-clock/test-clock.admin-api";
import { adminSubscriptionRoutes } from "./modules/subscriptions/staff/subscription.admin-api";
import { adminAnalyticsRoutes } from "./modules/analytics/analytics.admin-api";
import { BEACON_PATH, beaconRoutes } from "./modules/analytics/analytics.api";
import { createMemoryRateLimiter } from "./infra/rate-limit/rate-limiter";

/**
 * Every API route, with where it is mounted, in mounting order. Admin paths sit behind the guard
 * server/app.ts puts in front of them all; the pages (React Router) come after these.
 */
export function createRoutes(ctx: AppContext, opts: { lifecycle: Lifecycle }): [path: string, routes: Hono][] {
  const { config, logger, services: s } = ctx;
  const { trustProxy } = config;
  const secureCookies = config.publicUrl.startsWith("https://");
  const checkoutOptions = {
    logger,
    limiter: ctx.rateLimiter,
    trustProxy,
    perIpPer10Min: config.checkoutRateLimit,
    // A signed-in shopper's order is linked to their account.
    accountOf: (c: Context) => s.accounts.sessions.get(getCookie(c, CUSTOMER_COOKIE)),
  };
  return [
    ["/api/health", healthRoutes({ db: ctx.db, lifecycle: opts.lifecycle })],
    // Only with METRICS_TOKEN: without it /metrics is an unknown path (404).
    ...(config.metricsToken
      ? [["/metrics", metricsRoutes({ token: config.metricsToken, registry: ctx.metrics.registry })] as [string, Hono]]
      : []),
    [OPENAPI_PATH, openApiRoute()],
    [LOGO_PATH, emailLogoRoutes(s.settings.emailLook)],
    ["/api/products", productRoutes(s.products.catalogue)],
    ["/art", tubArtRoutes()],
    ["/api/products", reviewRoutes(s.reviews, s.products.catalogue)],
    ["/api/contact", contactRoutes(s.messages, { trustProxy })],
    ["/api/back-in-stock", backInStockRoutes(s.backInStock, { trustProxy })],
    ["/api/returns", returnRoutes(s.returns, { trustProxy, accountOf: checkoutOptions.accountOf })],
    ["/api/auth", authRoutes(s.auth, { secureCookies, trustProxy })],
    [
      "/api/account/passkeys",
      passkeyRoutes(s.accounts.passkeys, s.accounts.sessions, { limiter: ctx.rateLimiter, trustProxy }),
    ],
    ["/api/account/oidc", oidcRoutes(s.accounts.oidc, { secureCookies, logger })],
    // Sign-in by e-mailed code inside the checkout.
    ["/api/account/sign-in", signInRoutes(s.accounts.signIn, s.accounts.sessions, { trustProxy })],
    ["/api/events", eventRoutes(ctx.events, { stop: opts.lifecycle.signal, clients: ctx.metrics.eventStreams })],
    [
      "/api/admin/events",
      eventRoutes(ctx.events, { stop: opts.lifecycle.signal, staff: true, clients: ctx.metrics.eventStreams }),
    ],
    ["/api/admin/products", adminSubscriptionOfferRoutes(s.subscriptions.offers)],
    ["/api/admin/products", adminProductRoutes(s.products)],
    ["/api/admin", adminInboxRoutes(s.inbox)],
    // Checkout: the server prices the cart. The alias is the spec's serverless path.
    ["/api/checkout", checkoutRoutes(s.checkout, checkoutOptions)],
    [CHECKOUT_ALIAS_PATH, checkoutRoutes(s.checkout, checkoutOptions)],
    [
      STRIPE_WEBHOOK_PATH,
      stripeWebhookRoutes({ provider: ctx.stripe, orders: s.orders, logger, cardSetup: s.subscriptions.card.stripe }),
    ],
    [
      "/api/admin/orders",
      adminOrderRoutes(s.orders, { clock: ctx.clock, zone: ctx.config.shopTimeZone, labels: s.orders.labels }),
    ],
    ["/api/admin/stock", adminStockRoutes(s.stock, s.stock.lots)],
    ["/api/admin/recall", adminRecallRoutes(s.orders.recall)],
    // Only with TEST_CLOCK=true: without it the path is unknown (404).
    ...(ctx.testClock
      ? [
          [
            "/api/admin/test-clock",
            testClockRoutes({
              db: ctx.db,
              clock: ctx.testClock,
              renewals: s.subscriptions.renewals,
              timeZone: config.shopTimeZone,
            }),
          ] as [string, Hono],
        ]
      : []),
    ["/api/admin/promotions", adminPromoRoutes(s.promotions)],
    ["/api/admin/content", adminContentRoutes(s.content)],
    ["/api/admin/audit", adminAuditRoutes(s.audit, { clock: ctx.clock, zone: ctx.config.shopTimeZone })],
    ["/api/admin/reviews", adminReviewRoutes(s.reviews)],
    ["/api/admin/customers", adminAccountDataRoutes(s.accounts.data)],
    ["/api/admin/customers", adminCustomerRoutes(s.customers, { clock: ctx.clock, zone: ctx.config.shopTimeZone })],
    ["/api/admin/system", adminSystemRoutes(s.system)],
    ["/api/admin/analytics", adminAnalyticsRoutes(s.analytics)],
    // Beacons are limited in this process's memory on every database: a shared counter would cost
    // a database write per beacon, the very thing the beacon path avoids.
    [
      BEACON_PATH,
      beaconRoutes(s.analytics, {
        trustProxy,
        logger,
        limiter: createMemoryRateLimiter({ clock: ctx.clock }),
        origins: [config.publicUrl, ...config.extraOrigins],
      }),
    ],
    [
      "/api/admin/subscriptions",
      adminSubscriptionRoutes({ subscriptions: s.subscriptions, staff: s.subscriptions.staff }),
    ],
    [
      "/api/cart",
      cartQuoteRoutes(s.checkout, {
        limiter: ctx.rateLimiter,
        trustProxy,
        wrongCodesPer10Min: config.promoGuessLimit,
      }),
    ],
    // Media: tus uploads and admin routes sit behind the admin guard.
    [UPLOAD_PATH, ctx.uploads.routes],
    ["/api", publicVideoRoutes(s.videos, s.settings)],
    ["/api/admin", adminVideoRoutes(s.videos, s.settings)],
    ["/media", mediaRoutes(ctx.mediaStore)],
  ];
}

/** The published API document: public (an integration partner reads it), built once, nothing secret in it. */
function openApiRoute(): Hono {
  // Prepared on the first request, not at start: its brotli at the best level takes most of a
  // second, which every start paid (every integration test's server too) for a page few ever read.
  let body: PreparedBody | null = null;
  return new Hono().get("/", (c) =>
    sendPreparedJson((body ??= prepareJson(apiDocument())), c.req, PRODUCT_CACHE_CONTROL),
  );
}

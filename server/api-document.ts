// The published API: every module's operations in one OpenAPI 3.1 document, served at
// GET /api/openapi.json and committed as docs/openapi.json (`npm run openapi`). A route added
// without its operation here fails server/api-document.int.test.ts.
import { z } from "zod";
import { buildOpenApiDocument, type OpenApiDocument } from "./infra/http/openapi/document";
import { errors, type ApiOperation } from "./infra/http/openapi/operation";
import { authOperations } from "./modules/auth/auth.openapi";
import { SESSION_COOKIE } from "./modules/auth/admin-guard";
import { checkoutOperations } from "./modules/checkout/checkout.openapi";
import { eventOperations } from "./modules/events/events.openapi";
import { inboxOperations } from "./modules/inbox/inbox.openapi";
import { uploadOperations } from "./modules/media/upload.openapi";
import { backInStockOperations } from "./modules/back-in-stock/back-in-stock.openapi";
import { contentOperations } from "./modules/content/content.openapi";
import { messageOperations } from "./modules/messages/message.openapi";
import { orderOperations } from "./modules/orders/order.openapi";
import { productOperations } from "./modules/products/product.openapi";
import { returnOperations } from "./modules/returns/return.openapi";
import { videoOperations } from "./modules/videos/video.openapi";
import { accountOperations } from "./modules/accounts/accounts.openapi";
import { accountDataOperations } from "./modules/accounts/account-data.openapi";
import { customerOperations } from "./modules/customers/customer.openapi";
import { systemOperations } from "./modules/system/system.openapi";
import { promoOperations } from "./modules/promotions/promo.openapi";
import { stockOperations } from "./modules/stock/stock.openapi";
import { auditOperations } from "./modules/audit/audit.openapi";
import { reviewOperations } from "./modules/reviews/review.openapi";
import { testClockOperations } from "./modules/subscriptions/test-clock/test-clock.openapi";
import { subscriptionOperations } from "./modules/subscriptions/staff/subscription.openapi";
import { subscriptionOfferOperations } from "./modules/subscriptions/offer/subscription-offer.openapi";
import { CUSTOMER_COOKIE } from "./modules/accounts/customer-session";
import { analyticsOperations } from "./modules/analytics/analytics.openapi";

export const OPENAPI_PATH = "/api/openapi.json";

/** The routes server/app.ts answers itself. */
const shopOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/health",
    tag: "Shop",
    summary: "Is this instance and its database up",
    admin: false,
    responses: { 200: { description: "Up", schema: z.object({ status: z.literal("ok") }) }, ...errors(503) },
  },
  {
    method: "get",
    path: "/api/health/ready",
    tag: "Shop",
    summary: "Should a load balancer send requests here",
    admin: false,
    responses: {
      200: { description: "Ready", schema: z.object({ status: z.literal("ready") }) },
      503: { description: "Shutting down", schema: z.object({ status: z.literal("draining") }) },
    },
  },
  {
    method: "get",
    path: OPENAPI_PATH,
    tag: "Shop",
    summary: "This document",
    admin: false,
    responses: { 200: { description: "OpenAPI 3.1", headers: { ETag: "Answer If-None-Match with 304" } } },
  },
];

/** Every operation, in the order the reference shows them; add a module's list here. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...shopOperations,
  ...productOperations,
  ...subscriptionOfferOperations,
  ...reviewOperations,
  ...subscriptionOperations,
  ...checkoutOperations,
  ...messageOperations,
  ...backInStockOperations,
  ...contentOperations,
  ...returnOperations,
  ...videoOperations,
  ...eventOperations,
  ...authOperations,
  ...orderOperations,
  ...inboxOperations,
  ...uploadOperations,
  ...stockOperations,
  ...auditOperations,
  ...promoOperations,
  ...accountOperations,
  ...accountDataOperations,
  ...customerOperations,
  ...systemOperations,
  ...testClockOperations,
  ...analyticsOperations,
];

const TAGS: OpenApiDocument["tags"] = [
  { name: "Shop", description: "Health checks, the change feed and this document" },
  { name: "Products", description: "The catalogue shoppers see" },
  { name: "Checkout", description: "Paying for a cart" },
  { name: "Customer forms", description: "Contact and return requests" },
  { name: "Videos", description: "Reels, the featured video and the product demo" },
  { name: "Staff sign-in", description: "The session the admin operations need" },
  { name: "Admin: products", description: "Editing the catalogue" },
  { name: "Admin: videos", description: "Reels and video settings" },
  {
    name: "Admin: content",
    description: "Information pages, home copy and the announcement bar: drafts, publish, revisions",
  },
  { name: "Admin: orders", description: "Fulfilling and refunding orders" },
  { name: "Admin: inbox", description: "Return requests and contact messages" },
  { name: "Admin: system", description: "The shop's health, for owners" },
  { name: "Admin: test clock", description: "Moving the shop's clock in tests and demonstrations (TEST_CLOCK=true)" },
  { name: "Admin: analytics", description: "Visitors, the funnel and sales, counted without cookies" },
  { name: "Admin: customers' data", description: "A person's data and its erasure, on their request (owners)" },
  {
    name: "Admin: customers",
    description:
      "Everyone who has ordered or has an account, their page and note, and the marketing list (owners and managers)",
  },
  { name: "Admin: uploads", description: "Resumable image and video uploads" },
  { name: "Admin: stock", description: "Tubs per flavour" },
  { name: "Admin: promotions", description: "Promo codes" },
  { name: "Admin: audit log", description: "Who changed what, when: read only" },
  { name: "Admin: reviews", description: "Approving, hiding and replying to reviews" },
  { name: "Admin: subscriptions", description: "Subscriptions, their timelines, and changes on a customer's behalf" },
  { name: "Customer accounts", description: "Passkeys and sign-in through an identity provider" },
];

let built: OpenApiDocument | undefined;

/** The document; the same for every instance and configuration. */
export function apiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument(API_OPERATIONS, {
    info: {
      title: "Shop API",
      version: "1",
      description:
        "The shop's JSON API. Money is in Australian cents, GST included. Errors answer {error, details?}. " +
        "Admin operations need the staff session cookie from POST /api/auth/login.",
    },
    tags: TAGS,
    sessionCookie: SESSION_COOKIE,
    customerCookie: CUSTOMER_COOKIE,
  });
  return built;
}

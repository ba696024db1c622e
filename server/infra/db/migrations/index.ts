// Every migration, in order. Static imports so the bundled server carries them.
// There is no 0023: numbers were handed out ahead to work built in parallel, and the work that held
// 0023 needed no table. Databases record each migration by name and Kysely's migrator refuses to
// run when a recorded one is missing, so 0024 onwards are never renumbered to close the gap.
import type { Migration } from "kysely";
import * as m0001 from "./0001-products-settings";
import * as m0002 from "./0002-customer-messages";
import * as m0003 from "./0003-admin-auth";
import * as m0004 from "./0004-orders";
import * as m0005 from "./0005-media";
import * as m0006 from "./0006-order-refunds";
import * as m0007 from "./0007-job-runs";
import * as m0008 from "./0008-stock";
import * as m0009 from "./0009-customer-accounts";
import * as m0010 from "./0010-promotions";
import * as m0011 from "./0011-customer-passkeys";
import * as m0012 from "./0012-staff-roles";
import * as m0013 from "./0013-audit-log";
import * as m0014 from "./0014-reviews";
import * as m0015 from "./0015-short-stock-refusal";
import * as m0016 from "./0016-checkout-keys";
import * as m0017 from "./0017-admin-lists-at-scale";
import * as m0018 from "./0018-system";
import * as m0019 from "./0019-back-in-stock";
import * as m0020 from "./0020-subscriptions";
import * as m0021 from "./0021-subscription-lines";
import * as m0022 from "./0022-renewals";
import * as m0024 from "./0024-customers";
import * as m0025 from "./0025-content";
import * as m0026 from "./0026-checkout-recovery";
import * as m0027 from "./0027-analytics";
import * as m0028 from "./0028-database-sizes";
import * as m0029 from "./0029-subscription-card-expiry";
import * as m0030 from "./0030-analytics-paths";
import * as m0031 from "./0031-erasure";
import * as m0032 from "./0032-consent-confirmation";
import * as m0034 from "./0034-subscription-search";
import * as m0035 from "./0035-stock-lots";
import * as m0038 from "./0038-mail-attachments";
import * as m0039 from "./0039-subscription-report";
import * as m0040 from "./0040-pack-by-scan";
import * as m0041 from "./0041-recall-notices";
import * as m0043 from "./0043-delayed-test-payments";
import * as m0044 from "./0044-shipping-method";
import * as m0045 from "./0045-subscription-extras";
import * as m0049 from "./0049-order-payment-method";
import * as m0050 from "./0050-subscription-shipping";
import * as m0051 from "./0051-product-weight-grams";
import * as m0052 from "./0052-order-labels";
import * as m0053 from "./0053-shipments";

export const migrations: Record<string, Migration> = {
  "0001-products-settings": m0001,
  "0002-customer-messages": m0002,
  "0003-admin-auth": m0003,
  "0004-orders": m0004,
  "0005-media": m0005,
  "0006-order-refunds": m0006,
  "0007-job-runs": m0007,
  "0008-stock": m0008,
  "0009-customer-accounts": m0009,
  "0010-promotions": m0010,
  "0011-customer-passkeys": m0011,
  "0012-staff-roles": m0012,
  "0013-audit-log": m0013,
  "0014-reviews": m0014,
  "0015-short-stock-refusal": m0015,
  "0016-checkout-keys": m0016,
  "0017-admin-lists-at-scale": m0017,
  "0018-system": m0018,
  "0019-back-in-stock": m0019,
  "0020-subscriptions": m0020,
  "0021-subscription-lines": m0021,
  "0022-renewals": m0022,
  "0024-customers": m0024,
  "0025-content": m0025,
  "0026-checkout-recovery": m0026,
  "0027-analytics": m0027,
  "0028-database-sizes": m0028,
  "0029-subscription-card-expiry": m0029,
  "0030-analytics-paths": m0030,
  "0031-erasure": m0031,
  "0032-consent-confirmation": m0032,
  "0034-subscription-search": m0034,
  "0035-stock-lots": m0035,
  "0038-mail-attachments": m0038,
  "0039-subscription-report": m0039,
  "0040-pack-by-scan": m0040,
  "0041-recall-notices": m0041,
  "0043-delayed-test-payments": m0043,
  "0044-shipping-method": m0044,
  "0045-subscription-extras": m0045,
  "0049-order-payment-method": m0049,
  "0050-subscription-shipping": m0050,
  "0051-product-weight-grams": m0051,
  "0052-order-labels": m0052,
  "0053-shipments": m0053,
};

// Cookieless analytics (0027-analytics); the Database type in schema.ts lists these with the rest.
export interface AnalyticsEventsTable {
  /** The shop day (SHOP_TIME_ZONE), the only time kept. */
  day: string;
  kind: string; // pageview | product | cart | checkout
  /** SHA-256 of the day's salt, address and user agent, cut to 32 hex digits. */
  visitor: string;
  path: string;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  product_id: string | null;
  flavor: string | null;
}

/** Counts per day once raw events are 30 days old (core/analytics-report.ts DailyCount). */
export interface AnalyticsDailyTable {
  day: string;
  kind: string;
  dim: string;
  value: string;
  events: number;
  visitors: number;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

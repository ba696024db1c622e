// The customer-account tables (0009-customer-accounts, 0011-customer-passkeys); the Database type in
// schema.ts lists them with the rest.
import type { ColumnType } from "kysely";

// ---- customer accounts (0009-customer-accounts)
export interface CustomersTable {
  id: string;
  email: string; // lower-case
  marketing_consent: number; // 0 | 1
  marketing_consent_at: string | null; // when it was last given or withdrawn
  created_at: string;
  last_sign_in_at: string | null;
}

export interface CustomerSessionsTable {
  id_hash: string; // SHA-256 (hex) of the cookie's id
  customer_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** Null for a sign-in; "subscription-link" for a session a subscription e-mail's link opened (0031-erasure). */
  opened_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SignInCodesTable {
  id: string;
  email: string;
  code_hash: string;
  link_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CustomerAddressesTable {
  id: string;
  customer_id: string;
  address: string; // JSON
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface CustomerPasskeysTable {
  id: string; // credential id, base64url
  customer_id: string;
  public_key: string; // base64url
  counter: number;
  transports: string | null; // JSON
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: string; // register | sign-in
  customer_id: string | null;
  expires_at: string;
}

// ---- marketing consent history (0019-back-in-stock)
export interface MarketingConsentsTable {
  id: string;
  customer_id: string;
  email: string;
  given: number; // 0 | 1
  source: string; // where it was given or withdrawn: account-settings
  at: string;
}

// ---- consent confirmation (0032-consent-confirmation)
/** Marketing consent asked for an address nobody has proven yet: pending until its owner confirms. */
export interface ConsentRequestsTable {
  id: string;
  email: string;
  source: string; // where it was asked: checkout
  requested_at: string;
  confirmed_at: string | null;
}

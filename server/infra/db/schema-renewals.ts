// The renewal engine's tables (0022-renewals); the Database type in schema.ts lists them.

export interface SubscriptionRemindersTable {
  subscription_id: string;
  cycle: number;
  due_on: string;
  sent_at: string;
}

export interface TestSavedCardsTable {
  token: string;
  card_number: string;
  brand: string;
  last4: string;
  created_at: string;
}

export interface TestChargesTable {
  idempotency_key: string;
  reference: string;
  payment_method: string;
  amount: number;
  currency: string;
  status: string; // paid | declined | needs_action
  order_id: string | null;
  created_at: string;
}

// A seller for tests that build e-mails or services by hand (the app reads it from Settings).
import type { Seller } from "../../server/modules/orders/order.emails";

export function testSeller(overrides: Partial<Seller> = {}): Seller {
  return {
    name: "Rebound Recovery Pty Ltd",
    abn: "51 824 753 556",
    shopName: "Rebound",
    publicUrl: "https://shop.example.com.au",
    timeZone: "Australia/Sydney",
    tradingName: "Rebound",
    address: "",
    supportEmail: "support@example.com",
    supportPhone: "",
    gstRegistered: true,
    document: "tax-invoice",
    ...overrides,
  };
}

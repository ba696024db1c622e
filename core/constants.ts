// Business constants of docs/spec.md §9, in one place for browser and server.
/** ISO 4217 code of every price, order and payment: the one place it is written. */
export const CURRENCY = "AUD";
export type Currency = typeof CURRENCY;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 5;
export const DEFAULT_SHIPPING_CENTS = 995;
export const DEFAULT_ORDER = 999;
export const MAX_CART_LINES = 20;

export const TIERS = ["Basic", "Popular", "Premium"] as const;
export type Tier = (typeof TIERS)[number];

export const PRODUCT_STATUSES = ["active", "draft", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const DEFAULT_FLAVORS = ["Lemon Squash", "Orange Crush", "Pineapple Punch"] as const;

/** Products that always show free shipping on their card (docs/spec.md §9). */
export const FREE_SHIPPING_PACK_IDS = ["dynamic-duo", "triple-threat"] as const;

export const FREE_SHIPPING_HINT = "Add one more bottle or increase quantity to qualify for free shipping!";

export const TIMINGS = {
  preloadMinimumMs: 500,
  overlayHideDelayMs: 500,
  toastMs: 4000,
  drawerAnimationMs: 300,
  initPollMs: 100,
  imagePreloadDelayMs: 200,
  dropdownFadeMs: 200,
  messageMs: 3000,
  uploadErrorMs: 8000,
  maxVideosErrorMs: 5000,
} as const;

export const INGREDIENT_SCROLL = { arrowPx: 400, wheelPx: 100 } as const;

/** localStorage keys (docs/spec.md §4, §7). The cart key is product-specific. */
export const STORAGE_KEYS = {
  cart: "rebound-recovery-cart",
  cachedProducts: "cachedProducts",
  voucher: "rebound-recovery-voucher",
  /** The browser's random Checkout-Client value: its Idempotency-Keys are its own. */
  checkoutClient: "rebound-checkout-client",
  /** The e-mail of a checkout brought back by a reminder's link, to fill in again (this tab only). */
  restoredEmail: "rebound-restored-email",
} as const;

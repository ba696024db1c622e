// The Overview's first-run checklist: what a new shop still needs before it takes real orders,
// each with where to fix it. It disappears once nothing is left.

export type SetupState = {
  detailsSaved: boolean;
  abnReady: boolean;
  paymentsLive: boolean;
  smtp: boolean;
};

export type SetupItem = { id: keyof SetupState; text: string; href: string; linkText: string };

const ITEMS: readonly SetupItem[] = [
  {
    id: "detailsSaved",
    text: "Check your business details: the legal name, address and support contacts customers see",
    href: "/admin/settings",
    linkText: "Open Settings",
  },
  {
    id: "abnReady",
    text: "Add your ABN so tax invoices are valid",
    href: "/admin/settings#abn",
    linkText: "Add your ABN",
  },
  {
    id: "paymentsLive",
    text: "Connect Stripe with a live key so customers can really pay (the shop is on test payments)",
    href: "/admin/system",
    linkText: "See what is set up",
  },
  {
    id: "smtp",
    text: "Set up outgoing e-mail (SMTP) so receipts and sign-in codes reach customers",
    href: "/admin/system",
    linkText: "See what is set up",
  },
];

/** What is still to do, in the order it is best done; empty when the shop is set up. */
export function setupToDo(state: SetupState): SetupItem[] {
  return ITEMS.filter((i) => !state[i.id]);
}

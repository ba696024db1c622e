// What a customer e-mail is made of: plain text in blocks, drawn by layout.tsx and html.ts.
export type EmailItem = {
  name: string;
  quantity: number;
  /** A second, quieter line: the flavour or a subscription's frequency. */
  detail?: string;
  /** The line's amount, already formatted. */
  amount?: string;
  /** An absolute address of the product's picture. */
  imageUrl?: string | null;
};

export type EmailBlock =
  /**
   * `link`: a place named in words after the text, linked in HTML. `action`: the e-mail's call to
   * action, a button after the text. The text part gives either's address after its label.
   */
  | { kind: "p"; text: string; link?: { label: string; url: string }; action?: { label: string; url: string } }
  | { kind: "fields"; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: "quote"; text: string }
  /** A code to type (sign-in), large and spaced. */
  | { kind: "code"; text: string }
  /** An order's lines with pictures, and its summary rows (core/order-summary.ts) below them. */
  | {
      kind: "items";
      lines: readonly EmailItem[];
      summary?: ReadonlyArray<{ key: string; label: string; text: string; strong?: boolean }>;
    };

// A recall as staff ask for it: one lot by its number, or every lot of a flavour best before
// within a range of days; and the recall notice's words, which the Recall screen offers as a
// default and the server checks with the same limits.

export type RecallRange = { flavour: string; from: string; to: string };

export type RecallSelection = { kind: "lot"; lotNumber: string } | ({ kind: "range" } & RecallRange);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** Why a range cannot be looked up, in words, or null. */
export function rangeProblem(r: RecallRange): string | null {
  if (!r.flavour.trim()) return "Choose the flavour to recall";
  if (!isDay(r.from) || !isDay(r.to)) return "Enter both best-before dates, from and to";
  if (r.from > r.to) return "The first best-before date must be on or before the last";
  return null;
}

/** The selection in a query string (the Recall screen's address, and the CSV's). */
export function selectionQuery(s: RecallSelection): string {
  const q =
    s.kind === "lot"
      ? new URLSearchParams({ lot: s.lotNumber })
      : new URLSearchParams({ flavour: s.flavour, from: s.from, to: s.to });
  return q.toString();
}

/** The selection a query string names, or null when it names none. */
export function readRecallSelection(params: URLSearchParams): RecallSelection | null {
  const lot = params.get("lot");
  if (lot !== null) return { kind: "lot", lotNumber: lot };
  const flavour = params.get("flavour");
  if (flavour === null) return null;
  return { kind: "range", flavour, from: params.get("from") ?? "", to: params.get("to") ?? "" };
}

export const RECALL_NOTICE_LIMITS = { message: 2000, action: 1000 } as const;

export const DEFAULT_RECALL_MESSAGE =
  "We are recalling this lot as a precaution. We are sorry for the trouble, and we are contacting everyone who received it.";

export const DEFAULT_RECALL_ACTION =
  "Please stop using the tubs from this lot. Reply to this e-mail or contact us, and we will refund you or send a replacement, whichever you prefer. You do not need to send the tubs back unless we ask.";

export type RecallNoticeText = { message: string; action: string };

/** The words staff typed, trimmed, or the reason they cannot be sent. */
export function readNoticeText(input: {
  message?: unknown;
  action?: unknown;
}): { ok: true; text: RecallNoticeText } | { ok: false; error: string } {
  const message = typeof input.message === "string" ? input.message.trim() : "";
  const action = typeof input.action === "string" ? input.action.trim() : "";
  if (!message) return { ok: false, error: "Write the notice: why the lot is recalled" };
  if (!action) return { ok: false, error: "Say what customers should do with the tubs" };
  if (message.length > RECALL_NOTICE_LIMITS.message)
    return { ok: false, error: `The notice is at most ${RECALL_NOTICE_LIMITS.message} characters` };
  if (action.length > RECALL_NOTICE_LIMITS.action)
    return { ok: false, error: `What to do is at most ${RECALL_NOTICE_LIMITS.action} characters` };
  return { ok: true, text: { message, action } };
}

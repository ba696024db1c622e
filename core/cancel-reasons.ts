// The reasons a customer may pick when cancelling a subscription, and what each may be offered
// instead (beside a Cancel button that is always there). Nothing is picked for them; the stored
// reason is the picked one's words, with anything they wrote after it, so the Subscriptions
// screen counts the same choice together.
import { CANCEL_REASON_MAX } from "./subscription-changes";

/** What the cancel screen may offer instead: skip the next delivery, deliver less often, pause. */
export type CancelAlternative = "skip" | "less-often" | "pause";

export const CANCEL_REASONS = [
  { value: "too-much", label: "I have more than I need", offers: ["skip", "less-often"] },
  { value: "away", label: "I'm going away", offers: ["pause", "skip"] },
  { value: "cost", label: "It costs too much", offers: ["less-often"] },
  { value: "not-for-me", label: "It isn't for me", offers: [] },
  { value: "other", label: "Something else", offers: [] },
] as const satisfies readonly { value: string; label: string; offers: readonly CancelAlternative[] }[];

export type CancelReasonChoice = (typeof CANCEL_REASONS)[number]["value"];

/**
 * The reason to store: the picked reason's words, then what the customer wrote ("It costs too
 * much: found it cheaper elsewhere"), or only what they wrote, or nothing. An unknown choice is
 * treated as none (a stale form), never stored as it came.
 */
export function cancelReasonText(choice: string | undefined, details: string | undefined): string {
  const picked = CANCEL_REASONS.find((r) => r.value === choice)?.label;
  const wrote = (details ?? "").replace(/\s+/g, " ").trim();
  const text = picked && wrote ? `${picked}: ${wrote}` : (picked ?? wrote);
  return text.slice(0, CANCEL_REASON_MAX);
}

/** The longer frequency to offer as "less often", or null when the offer has none longer. */
export function lessOften(current: number, frequencies: readonly number[]): number | null {
  const longer = frequencies.filter((w) => w > current).sort((a, b) => a - b);
  return longer[0] ?? null;
}

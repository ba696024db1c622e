// Subscribe & save's calendar. A subscription's charges fall on shop days (YYYY-MM-DD in
// the shop's zone), so "every 4 weeks" stays on the same weekday however daylight saving moves the
// clock, and month ends need no special case. A day's charge becomes due at CHARGE_HOUR local time.
import { addShopDays, shopDayKey, shopWallTime } from "./shop-time";

export const DEFAULT_FREQUENCIES = [4, 6, 8] as const;
export const MIN_FREQUENCY_WEEKS = 1;
export const MAX_FREQUENCY_WEEKS = 26;
export const MAX_PAUSE_CYCLES = 3;
export const REMINDER_DAYS_BEFORE = 3;
/** Failed renewals are tried again this many days after the first attempt, then the subscription pauses. */
export const RETRY_DAYS = [1, 3, 7] as const;
/** A charge is made from this hour (shop time) of its day, after the night's restocks and before dispatch. */
export const CHARGE_HOUR = 9;

/** The shop day `weeks` weeks after `day`. */
export function addWeeks(day: string, weeks: number): string {
  return addShopDays(day, weeks * 7);
}

/** The day of the first renewal: one frequency after the day the first order was paid (shop time). */
export function firstChargeOn(paidAt: string, frequencyWeeks: number, zone: string): string {
  return addWeeks(shopDayKey(paidAt, zone), frequencyWeeks);
}

/** The instant a day's charge becomes due: CHARGE_HOUR local time, whatever daylight saving does. */
export function chargeMoment(day: string, zone: string): Date {
  return shopWallTime(day, CHARGE_HOUR, zone);
}

/** True once `day`'s charge is due at `now`. */
export function isChargeDue(day: string, now: Date, zone: string): boolean {
  return chargeMoment(day, zone).getTime() <= now.getTime();
}

/** The day a reminder for `day`'s charge is sent (REMINDER_DAYS_BEFORE days before, same hour). */
export function reminderOn(day: string, daysBefore: number = REMINDER_DAYS_BEFORE): string {
  return addShopDays(day, -daysBefore);
}

/** The next charge after skipping the one on `next`: one frequency later. */
export function afterSkip(next: string, frequencyWeeks: number): string {
  return addWeeks(next, frequencyWeeks);
}

/** The next charge after pausing for `cycles` deliveries (1 to MAX_PAUSE_CYCLES). */
export function afterPause(next: string, frequencyWeeks: number, cycles: number): string {
  if (!Number.isInteger(cycles) || cycles < 1 || cycles > MAX_PAUSE_CYCLES) {
    throw new RangeError(`A pause is 1 to ${MAX_PAUSE_CYCLES} deliveries`);
  }
  return addWeeks(next, frequencyWeeks * cycles);
}

/** The day a failed charge is tried again after its `attempt`th failure (1-based), or null: pause. */
export function retryOn(firstAttemptDay: string, failedAttempts: number): string | null {
  const days = RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : addShopDays(firstAttemptDay, days);
}

/**
 * Why a customer may not move the next charge to `day`, or null when they may: from tomorrow
 * (today's charge may already be under way) to one whole frequency after the current date.
 */
export function moveRefusal(day: string, today: string, next: string, frequencyWeeks: number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || addShopDays(day, 0) !== day) return "Choose a date";
  if (day <= today) return "Choose a date from tomorrow";
  const latest = addWeeks(next, frequencyWeeks);
  if (day > latest) return `Choose a date up to ${latest}`;
  return null;
}

import { MAX_QUANTITY, MIN_QUANTITY } from "./constants";

export function isValidQuantity(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= MIN_QUANTITY && value <= MAX_QUANTITY;
}

/**
 * What a typed value does to the stepper: a valid whole number in range
 * replaces the quantity; anything else is ignored (docs/spec.md §5), so the
 * current value is kept.
 */
export function applyTypedQuantity(current: number, typed: string): number {
  const trimmed = typed.trim();
  if (!/^\d+$/.test(trimmed)) return current;
  const parsed = Number(trimmed);
  return isValidQuantity(parsed) ? parsed : current;
}

export function canDecrease(quantity: number): boolean {
  return quantity > MIN_QUANTITY;
}

export function canIncrease(quantity: number): boolean {
  return quantity < MAX_QUANTITY;
}

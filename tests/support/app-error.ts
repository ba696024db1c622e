// The AppError a service call is refused with (a test of a refusal reads its code and message).
import { expect } from "vitest";
import { AppError } from "../../server/errors";

export async function failure(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

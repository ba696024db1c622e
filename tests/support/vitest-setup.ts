// Any console.error during a test fails it: errors must be asserted, not ignored.
import { afterEach, beforeEach, expect, vi } from "vitest";

let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  expect(calls, "console.error was called during the test").toEqual([]);
});

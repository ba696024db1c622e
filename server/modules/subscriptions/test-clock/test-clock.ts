// The shop's clock when TEST_CLOCK=true: the real time moved forward by what an owner
// asked for (POST /api/admin/test-clock/advance), so a demonstration or a test can see renewals,
// reminders and retries that would take weeks. Never with a live Stripe key (refused at start-up).
// The offset lives in this process: run one instance when demonstrating with it.

export type TestClock = {
  now: () => Date;
  /** Sets the clock to `to` (never backwards). */
  moveTo(to: Date): void;
  offsetMs(): number;
};

export function createTestClock(base: () => Date = () => new Date()): TestClock {
  let offset = 0;
  const now = () => new Date(base().getTime() + offset);
  return {
    now,
    moveTo(to) {
      offset = Math.max(offset, to.getTime() - base().getTime());
    },
    offsetMs: () => offset,
  };
}

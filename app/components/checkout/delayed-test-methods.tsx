// The test payment page's buttons for a payment that is confirmed, or fails, a few seconds later.
/**
 * Test payments that confirm a few seconds later, as Afterpay or a bank debit do at Stripe: the
 * order waits, then is paid or cancelled. Each button submits the form without a card.
 */
export function DelayedTestMethods({ busy }: { busy: boolean }) {
  const button =
    "w-full rounded-md border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-wait disabled:opacity-70";
  return (
    <fieldset className="space-y-2 rounded-md border border-dashed border-gray-300 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">Or test a payment that is confirmed later</legend>
      <p className="text-xs text-gray-600">No card needed. The order waits for a few seconds, as with Afterpay.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <button type="submit" name="method" value="confirms_later" disabled={busy} className={button}>
          Try a method that confirms later
        </button>
        <button type="submit" name="method" value="fails_later" disabled={busy} className={button}>
          Try a method that fails later
        </button>
      </div>
    </fieldset>
  );
}

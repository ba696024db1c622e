// How an order line that starts or renews a subscription says so: the payment page's
// summary, the admin's order view and the tax invoice e-mail read the same words.
import { frequencyLabel } from "./subscription-price";

/** "Subscription · every 4 weeks" for a sign-up line, "Subscription · renewal 3" in a renewal; else null. */
export function subscriptionLineLabel(
  line: { subscription?: { frequencyWeeks: number } },
  renewal?: { cycle: number },
): string | null {
  if (line.subscription) return `Subscription · ${frequencyLabel(line.subscription.frequencyWeeks)}`;
  if (renewal) return `Subscription · renewal ${renewal.cycle}`;
  return null;
}

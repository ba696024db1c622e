// A screen's last form answer (a recall notice's preview, the ship screen's import preview, a
// subscription's "Paused" message), kept while the admin's live updates re-run the screen's loaders.
// React Router clears `actionData` on every completed navigation that is not its own action's
// reload, and `revalidate()` is one: without this, any order placed elsewhere in the shop took the
// preview, and its Send button, from under the staff member reading it.
import { useState } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * `actionData` as the route hands it, or while it is gone only because the loaders re-ran, the
 * last one this screen showed. Forgotten when the screen's address changes (another lot found) and
 * when a new form is submitted (its own answer replaces it, or a redirect leaves none).
 */
export function useLastingActionData<T>(actionData: T | undefined): T | undefined {
  const { pathname, search } = useLocation();
  const place = `${pathname}${search}`;
  const submitting = useNavigation().state === "submitting";
  const [kept, setKept] = useState<{ place: string; data: T | undefined }>({ place, data: actionData });
  const next = actionData !== undefined ? actionData : submitting || place !== kept.place ? undefined : kept.data;
  // Stored during render, the way React allows for state derived from props: no extra paint.
  if (next !== kept.data || place !== kept.place) setKept({ place, data: next });
  return next;
}

// A 5xx's 'Reference' (its request id) on a line of its own, on every error boundary that can
// show one: the full page, a product page and an admin screen alike (app/lib/error-reference.ts).
import { REFERENCE_ELEMENT_ID, useErrorReference } from "../../lib/error-reference";

export function ErrorReferenceLine({ error, className }: { error: unknown; className: string }) {
  const reference = useErrorReference(error);
  if (!reference) return null;
  return (
    <p id={REFERENCE_ELEMENT_ID} data-reference={reference} className={className} data-testid="error-reference">
      Reference: {reference}
    </p>
  );
}

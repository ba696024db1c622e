import { useEffect, useRef, type ChangeEvent } from "react";

/**
 * An uncontrolled input that tidies what is typed into it (a card number in groups of four, an
 * expiry as MM / YY). Uncontrolled so that React never writes a value back over the field: what a
 * shopper typed or autofilled before the page's scripts ran stays, and is tidied when they run.
 */
export function useFormattedInput(format: (value: string) => string) {
  const ref = useRef<HTMLInputElement>(null);
  const tidy = (el: HTMLInputElement) => {
    const next = format(el.value);
    if (next !== el.value) el.value = next;
  };
  useEffect(() => {
    if (ref.current) tidy(ref.current);
    // Once, on hydration: the format is a pure function of the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ref, onChange: (e: ChangeEvent<HTMLInputElement>) => tidy(e.currentTarget) };
}

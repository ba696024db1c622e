// The payment page's marketing tick, under the e-mail: unticked until the shopper ticks
// it. Once hydrated, the e-mail and the tick are saved as soon as they change (not only when the
// card is paid), so a shopper who leaves before paying can be reminded, if they agreed. The
// payment itself sends both again, which is all a page without JavaScript does.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { CONSENT_FIELD, ConsentTick } from "./consent-tick";

export { CONSENT_FIELD };

export function MarketingConsentField(props: { shopName: string; defaultChecked: boolean }) {
  const ref = useRef<HTMLLabelElement>(null);
  const fetcher = useFetcher();
  const submit = fetcher.submit;

  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const save = (e: Event) => {
      const target = e.target as HTMLInputElement;
      if (target.name !== "email" && target.name !== CONSENT_FIELD) return;
      const email = (form.elements.namedItem("email") as HTMLInputElement | null)?.value.trim() ?? "";
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return;
      const consent = (form.elements.namedItem(CONSENT_FIELD) as HTMLInputElement | null)?.checked ?? false;
      void submit({ intent: "contact", email, [CONSENT_FIELD]: consent ? "on" : "" }, { method: "post" });
    };
    form.addEventListener("change", save);
    return () => form.removeEventListener("change", save);
  }, [submit]);

  return <ConsentTick labelRef={ref} shopName={props.shopName} defaultChecked={props.defaultChecked} />;
}

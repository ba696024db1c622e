// The Settings screen's Shipping form, saved through the shipping settings (checked, all or none,
// audited). The form's fields are named by their place in the setting ("zones.AU.express.price").
import type { AppLoadContext } from "react-router";
import { SHIPPING_METHODS, SHIPPING_ZONES } from "../../../core/shipping";
import { SHIPPING_INTENT } from "../../components/admin/settings/shipping-form";
import { actionResult, staffOf } from "../../lib/admin-action";

export function saveShipping(form: FormData, context: AppLoadContext) {
  const text = (name: string) => String(form.get(name) ?? "");
  const zones = Object.fromEntries(
    SHIPPING_ZONES.map((zone) => [
      zone,
      Object.fromEntries(
        SHIPPING_METHODS.map((method) => [
          method,
          { price: text(`zones.${zone}.${method}.price`), freeOver: text(`zones.${zone}.${method}.freeOver`) },
        ]),
      ),
    ]),
  );
  // A ticked box posts "on", an unticked one nothing; anything else is refused by the rule.
  const nz = form.get("nzEnabled");
  return actionResult(SHIPPING_INTENT, async () => {
    await context.services.shipping.save({ nzEnabled: nz === null ? false : String(nz), zones }, staffOf(context));
    return "Shipping saved";
  });
}

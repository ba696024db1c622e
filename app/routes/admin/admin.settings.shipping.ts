// The Settings screen's Shipping form, saved through the shipping settings (checked, all or none,
// audited). The form's fields are named by their place in the setting ("zones.AU.express.price").
import type { AppLoadContext } from "react-router";
import { SHIPPING_METHODS, SHIPPING_ZONES } from "../../../core/shipping";
import { WEIGHT_BANDS } from "../../../core/shipping-weight";
import { SHIPPING_INTENT } from "../../components/admin/settings/shipping-form";
import { actionResult, staffOf } from "../../lib/admin-action";

export function saveShipping(form: FormData, context: AppLoadContext) {
  const text = (name: string) => String(form.get(name) ?? "");
  const option = (key: string) => ({
    price: text(`${key}.price`),
    freeOver: text(`${key}.freeOver`),
    rate: text(`${key}.rate`),
    bands: WEIGHT_BANDS.map((_, i) => text(`${key}.bands.${i}`)),
    perKg: text(`${key}.perKg`),
  });
  const zones = Object.fromEntries(
    SHIPPING_ZONES.map((zone) => [
      zone,
      Object.fromEntries(SHIPPING_METHODS.map((method) => [method, option(`zones.${zone}.${method}`)])),
    ]),
  );
  // A ticked box posts "on", an unticked one nothing; anything else is refused by the rule.
  const nz = form.get("nzEnabled");
  return actionResult(SHIPPING_INTENT, async () => {
    await context.services.settings.shipping.save(
      { nzEnabled: nz === null ? false : String(nz), packagingGrams: text("packagingGrams"), zones },
      staffOf(context),
    );
    return "Shipping saved";
  });
}

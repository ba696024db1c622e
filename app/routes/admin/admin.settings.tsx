import { type MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { BrandForm } from "../../components/admin/settings/brand-form";
import { PAYMENT_METHODS_INTENT, PaymentMethodsForm } from "../../components/admin/settings/payment-methods-form";
import { SHIPPING_INTENT, ShippingForm } from "../../components/admin/settings/shipping-form";
import { StoreDetailsForm } from "../../components/admin/settings/store-details-form";
import { actionResult, staffOf } from "../../lib/admin-action";
import { saveShipping } from "./admin.settings.shipping";
import { NOTIFICATIONS_INTENT, NotificationsForm, saveNotifications } from "../../lib/notifications-action";
import { BRAND_INTENT, saveBrand } from "../../lib/brand-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.settings";

// The owner's Settings: the business named on invoices and how customers reach it. No rule in
// core/staff-roles.ts names this path, so the guard keeps every other role out (403).
export async function loader({ context }: Route.LoaderArgs) {
  const { settings } = context.services;
  const { updatedAt: _u, ...details } = await settings.storeDetails.current();
  return {
    details,
    live: settings.storeDetails.live,
    paymentMethods: settings.paymentMethods.current(),
    shipping: settings.shipping.current(),
    notifications: settings.notifications.current(),
    brand: { colour: settings.emailLook.current().colour, logoUrl: settings.emailLook.logoPath() },
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The whole form at once: every field is checked, and either all are saved or none. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  if (text(form, "intent") === PAYMENT_METHODS_INTENT) return savePaymentMethods(form, context);
  if (text(form, "intent") === SHIPPING_INTENT) return saveShipping(form, context);
  if (text(form, "intent") === NOTIFICATIONS_INTENT) return saveNotifications(form, context);
  if (text(form, "intent") === BRAND_INTENT) return saveBrand(form, context);
  const gst = text(form, "gstRegistered");
  return actionResult("save", async () => {
    await context.services.settings.storeDetails.save(
      {
        legalName: text(form, "legalName"),
        tradingName: text(form, "tradingName"),
        abn: text(form, "abn"),
        gstRegistered: gst === "yes" ? true : gst === "no" ? false : undefined,
        address: text(form, "address"),
        supportEmail: text(form, "supportEmail"),
        supportPhone: text(form, "supportPhone"),
      },
      staffOf(context),
    );
    return "Business details saved";
  });
}

/** A ticked box posts "yes"; an unticked one posts nothing; anything else is refused by the service. */
function savePaymentMethods(form: FormData, context: Route.ActionArgs["context"]) {
  const afterpay = form.get("afterpay");
  return actionResult(PAYMENT_METHODS_INTENT, async () => {
    await context.services.settings.paymentMethods.save(
      { afterpay: afterpay === null ? false : afterpay === "yes" ? true : String(afterpay) },
      staffOf(context),
    );
    return "Payment methods saved";
  });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Business details", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Business details" />;
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-10">
      <StoreDetailsForm details={loaderData.details} live={loaderData.live} />
      <PaymentMethodsForm methods={loaderData.paymentMethods} />
      <ShippingForm shipping={loaderData.shipping} />
      <NotificationsForm notifications={loaderData.notifications} />
      <BrandForm brand={loaderData.brand} />
    </div>
  );
}

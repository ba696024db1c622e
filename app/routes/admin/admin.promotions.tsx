import { data, type MetaDescriptor } from "react-router";
import { sydneyLocalToInstant } from "../../../core/promo";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { PromoScreen } from "../../components/admin/promotions/promo-screen";
import { actionResult, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.promotions";

export async function loader({ context }: Route.LoaderArgs) {
  const [promotions, products] = await Promise.all([
    context.services.promotions.listPromos(),
    context.services.products.listAllProducts(),
  ]);
  return { promotions, products: products.map((p) => ({ id: p.id, name: p.name })) };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
/** Blank stays unset; anything else is a number for the schema to judge (NaN is refused there). */
const num = (form: FormData, name: string) => (text(form, name) === "" ? undefined : Number(text(form, name)));
const dollarsToCents = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 100));

/** The form as the service's input: dollars to cents, Sydney times to instants. */
function readPromoForm(form: FormData): { input: Record<string, unknown>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const when = (name: "startsAt" | "endsAt") => {
    const raw = text(form, name);
    if (raw === "") return null;
    const at = sydneyLocalToInstant(raw);
    if (!at) errors[name] = "Enter a date and time";
    return at;
  };
  const kind = text(form, "kind");
  const value = num(form, "value");
  return {
    input: {
      code: text(form, "code"),
      kind,
      value: kind === "fixed" ? dollarsToCents(value) : kind === "free_shipping" ? 0 : value,
      minSpend: dollarsToCents(num(form, "minSpend")) ?? 0,
      startsAt: when("startsAt"),
      endsAt: when("endsAt"),
      totalUses: num(form, "totalUses") ?? null,
      usesPerEmail: num(form, "usesPerEmail") ?? null,
      active: form.get("active") === "on",
      productIds: form.getAll("productIds").map(String),
    },
    errors,
  };
}

/** intent=create (a new code), update (original: the code edited) or active (switch a code on or off). */
export async function action({ request, context }: Route.ActionArgs) {
  const promos = context.services.promotions;
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  if (intent === "create") {
    const { input, errors } = readPromoForm(form);
    if (Object.keys(errors).length > 0) {
      return data<AdminActionResult>({ ok: false, intent, fieldErrors: errors }, { status: 400 });
    }
    return actionResult(intent, async () => {
      const { code } = await promos.createPromo(input, staffOf(context));
      return { message: `Code ${code} created`, subject: code };
    });
  }
  if (intent === "update") {
    const { input, errors } = readPromoForm(form);
    if (Object.keys(errors).length > 0) {
      return data<AdminActionResult>({ ok: false, intent, fieldErrors: errors }, { status: 400 });
    }
    const original = text(form, "original");
    // allDetails: a code text that cannot change is said beside the Code field.
    return actionResult(
      intent,
      async () => `Code ${(await promos.updatePromo(original, input, staffOf(context))).code} saved`,
      {
        allDetails: true,
      },
    );
  }
  if (intent === "active") {
    const code = text(form, "code");
    const on = form.get("active") === "true";
    return actionResult(intent, async () => {
      const current = (await promos.listPromos()).find((p) => p.code === code);
      const saved = await promos.updatePromo(code, { ...current, active: on }, staffOf(context));
      return `Code ${saved.code} ${on ? "switched on" : "switched off"}`;
    });
  }
  throw data<AdminActionResult>({ ok: false, intent, formError: "Unknown action" }, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Promotions", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Promotions" />;
}

export default function AdminPromotions({ loaderData }: Route.ComponentProps) {
  return <PromoScreen promotions={loaderData.promotions} products={loaderData.products} />;
}

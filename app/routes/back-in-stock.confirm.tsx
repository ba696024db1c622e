// /back-in-stock/confirm?t=…: the link in the e-mail that asks an address owner to confirm a
// back-in-stock alert someone asked for (ADR 0033). GET asks (a mail scanner confirms nothing);
// POST confirms. A link whose request was answered or stopped is refused in one sentence.
import { Form, useNavigation } from "react-router";
import { ui } from "../components/account/account-ui";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { linkPageHeaders, linkPageMeta, linkToken, orRefusedLink } from "../lib/signed-link-page";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/back-in-stock.confirm";

const TITLE = "Confirm your stock alert";

type PageState =
  | { kind: "ask" | "already" | "done"; email: string; flavor: string }
  | { kind: "invalid"; message: string };

export function loader({ request, context }: Route.LoaderArgs) {
  return orRefusedLink(async () => {
    const s = await context.services.backInStock.confirmState(linkToken(request));
    return { kind: s.confirmed ? "already" : "ask", email: s.email, flavor: s.flavor } as const;
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return orRefusedLink(async () => {
    const r = await context.services.backInStock.confirm(linkToken(request));
    return { kind: r.changed ? "done" : "already", email: r.email, flavor: r.flavor } as const;
  });
}

export const meta: Route.MetaFunction = ({ matches }) => linkPageMeta(TITLE, matches);

export const headers = linkPageHeaders;

export default function ConfirmAlert({ loaderData, actionData }: Route.ComponentProps) {
  const shopName = useShopName();
  const state: PageState = actionData ?? loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={TITLE}>
        <section className={`${ui.card} mx-auto max-w-xl space-y-4`} aria-live="polite">
          {state.kind === "invalid" ? (
            <p role="alert" className={ui.p}>
              {state.message}
            </p>
          ) : state.kind === "ask" ? (
            <>
              <p className={ui.p}>
                E-mail <strong>{state.email}</strong> once when {state.flavor} is back in stock at {shopName}?
              </p>
              <Form method="post">
                <button type="submit" className={ui.primary} disabled={busy}>
                  Confirm
                </button>
              </Form>
              <p className={ui.muted}>If you didn&apos;t ask for this, close this page: nothing changes.</p>
            </>
          ) : (
            <p className={ui.p}>
              {state.kind === "done" ? "Thanks, that's confirmed." : "This alert is already confirmed."} We&apos;ll
              e-mail {state.email} once when {state.flavor} is back in stock.
            </p>
          )}
        </section>
      </InfoPage>
    </SiteLayout>
  );
}

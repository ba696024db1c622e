// /back-in-stock/stop?t=…: the link in every stock alert. GET shows the address and a button;
// POST (the button, or a mail client's one-click POST, RFC 8058) ends every alert of the address.
import { Form, useNavigation } from "react-router";
import { ui } from "../components/account/account-ui";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { linkPageHeaders, linkPageMeta, linkToken, orRefusedLink } from "../lib/signed-link-page";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/back-in-stock.stop";

const TITLE = "Stop stock alerts";

type PageState = { kind: "ask" | "done"; email: string } | { kind: "invalid"; message: string };

export function loader({ request, context }: Route.LoaderArgs) {
  return orRefusedLink(
    () => ({ kind: "ask", email: context.services.backInStock.stopState(linkToken(request)).email }) as const,
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return orRefusedLink(async () => {
    const r = await context.services.backInStock.stop(linkToken(request));
    return { kind: "done", email: r.email } as const;
  });
}

export const meta: Route.MetaFunction = ({ matches }) => linkPageMeta(TITLE, matches);

export const headers = linkPageHeaders;

export default function StopAlerts({ loaderData, actionData }: Route.ComponentProps) {
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
                Stop every back-in-stock e-mail from {shopName} to <strong>{state.email}</strong>?
              </p>
              <Form method="post">
                <button type="submit" className={ui.primary} disabled={busy}>
                  Stop alerts
                </button>
              </Form>
            </>
          ) : (
            <p className={ui.p}>
              Done. {state.email} won&apos;t get any more stock alerts from {shopName}.
            </p>
          )}
        </section>
      </InfoPage>
    </SiteLayout>
  );
}

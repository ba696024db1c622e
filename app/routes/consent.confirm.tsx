// /consent/confirm?t=…: the link in the e-mail that asks an address owner to confirm marketing
// consent someone gave for their address (double opt-in). GET shows the question and a button
// (a mail scanner that follows the link confirms nothing); POST is the owner's yes. A forged or
// expired link is refused; a second press changes nothing and says so.
import { Form, useNavigation } from "react-router";
import { ui } from "../components/account/account-ui";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { linkPageHeaders, linkPageMeta, linkToken, orRefusedLink } from "../lib/signed-link-page";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/consent.confirm";

const TITLE = "Confirm marketing e-mails";

type PageState = { kind: "ask" | "already" | "done" | "again"; email: string } | { kind: "invalid"; message: string };

export function loader({ request, context }: Route.LoaderArgs) {
  return orRefusedLink(async () => {
    const s = await context.services.consent.confirmState(linkToken(request));
    return { kind: s.confirmed ? "already" : "ask", email: s.email } as const;
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return orRefusedLink(async () => {
    const r = await context.services.consent.confirm(linkToken(request));
    return { kind: r.changed ? "done" : "again", email: r.email } as const;
  });
}

export const meta: Route.MetaFunction = ({ matches }) => linkPageMeta(TITLE, matches);

export const headers = linkPageHeaders;

export default function ConfirmConsent({ loaderData, actionData }: Route.ComponentProps) {
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
                Send news and offers from {shopName} to <strong>{state.email}</strong>? You can unsubscribe from any of
                them with one click.
              </p>
              <Form method="post">
                <button type="submit" className={ui.primary} disabled={busy}>
                  Confirm
                </button>
              </Form>
              <p className={ui.muted}>If you didn&apos;t ask for this, close this page: nothing changes.</p>
            </>
          ) : state.kind === "done" ? (
            <p className={ui.p}>
              Thanks, that&apos;s confirmed. {state.email} will get news and offers from {shopName}.
            </p>
          ) : (
            <p className={ui.p}>{state.email} has already confirmed, so nothing has changed.</p>
          )}
        </section>
      </InfoPage>
    </SiteLayout>
  );
}

// /unsubscribe?t=…: the link in every marketing e-mail, no sign-in needed. GET shows
// the address and a button (a mail scanner that follows the link unsubscribes nobody); POST
// unsubscribes: the button, or a mail client's one-click POST of "List-Unsubscribe=One-Click"
// to the same address (RFC 8058). A forged link is refused; a second use changes nothing and
// says so.
import { Form, useNavigation } from "react-router";
import { ui } from "../components/account/account-ui";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { linkPageHeaders, linkPageMeta, linkToken, orRefusedLink } from "../lib/signed-link-page";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/unsubscribe";

const TITLE = "Unsubscribe";

type PageState =
  | { kind: "confirm" | "already" | "done" | "again"; email: string }
  | { kind: "invalid"; message: string };

export function loader({ request, context }: Route.LoaderArgs) {
  return orRefusedLink(async () => {
    const s = await context.services.recovery.unsubscribeState(linkToken(request));
    return { kind: s.subscribed ? "confirm" : "already", email: s.email } as const;
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return orRefusedLink(async () => {
    const r = await context.services.recovery.unsubscribe(linkToken(request));
    return { kind: r.changed ? "done" : "again", email: r.email } as const;
  });
}

export const meta: Route.MetaFunction = ({ matches }) => linkPageMeta(TITLE, matches);

export const headers = linkPageHeaders;

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
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
          ) : state.kind === "confirm" ? (
            <>
              <p className={ui.p}>
                Stop marketing e-mails from {shopName} to <strong>{state.email}</strong>? Order e-mails (receipts,
                shipping) still come.
              </p>
              <Form method="post">
                <button type="submit" className={ui.primary} disabled={busy}>
                  Unsubscribe
                </button>
              </Form>
            </>
          ) : state.kind === "done" ? (
            <p className={ui.p}>
              You&apos;re unsubscribed. {state.email} won&apos;t get marketing e-mails from {shopName} any more.
            </p>
          ) : (
            <p className={ui.p}>
              {state.email} is already unsubscribed, so nothing has changed. You won&apos;t get marketing e-mails from{" "}
              {shopName}.
            </p>
          )}
          {state.kind === "confirm" ? null : (
            <p className={ui.muted}>
              {state.kind === "invalid"
                ? "You can also stop marketing e-mails in your account's "
                : "Changed your mind? Sign in to your account to choose again under "}
              <a href="/account/settings" className={ui.link}>
                Settings
              </a>
              .
            </p>
          )}
        </section>
      </InfoPage>
    </SiteLayout>
  );
}

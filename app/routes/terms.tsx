import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { TERMS_TITLE, TermsContent } from "../content/pages/terms";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(TERMS_TITLE, matches, "The terms that apply to using our website and ordering from us.");

export default function Terms() {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={TERMS_TITLE}>
        <TermsContent shopName={shopName} />
      </InfoPage>
    </SiteLayout>
  );
}

import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { PRIVACY_TITLE, PrivacyContent } from "../content/pages/privacy";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(PRIVACY_TITLE, matches, "How we collect, use, share and protect your personal information.");

export default function Privacy() {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={PRIVACY_TITLE}>
        <PrivacyContent shopName={shopName} />
      </InfoPage>
    </SiteLayout>
  );
}

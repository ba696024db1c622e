import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { DISCLAIMER_TITLE, DisclaimerContent } from "../content/pages/disclaimer";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/disclaimer";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(DISCLAIMER_TITLE, matches, "Health, supplement and legal information about our products and website.");

export default function Disclaimer() {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={DISCLAIMER_TITLE}>
        <DisclaimerContent shopName={shopName} />
      </InfoPage>
    </SiteLayout>
  );
}

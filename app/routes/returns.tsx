import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { RETURNS_TITLE, ReturnsContent } from "../content/pages/returns";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/returns";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(
    RETURNS_TITLE,
    matches,
    "Our 30-day satisfaction guarantee, who can return what, and how to start a return.",
  );

export default function Returns() {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage
        title={RETURNS_TITLE}
        intro="A 30-day satisfaction guarantee, on top of your rights under the Australian Consumer Law."
      >
        <ReturnsContent shopName={shopName} />
      </InfoPage>
    </SiteLayout>
  );
}

import { SiteLayout, InfoPage } from "../components/layout/site-layout";
import { ABOUT_TITLE } from "../components/layout/nav-links";
import { AboutContent } from "../content/pages/about";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(ABOUT_TITLE, matches, "Our story, mission and values, and the team behind the recovery formula.");

export default function About() {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={ABOUT_TITLE} intro={`The story, the people and the values behind ${shopName}.`}>
        <AboutContent shopName={shopName} />
      </InfoPage>
    </SiteLayout>
  );
}

import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { CANCEL_TITLE, CancelContent } from "../content/pages/order-status";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/cancel";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta(CANCEL_TITLE, matches),
  { name: "robots", content: "noindex" },
];

export default function Cancel() {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={CANCEL_TITLE}>
        <CancelContent shopName={shopName} />
      </InfoPage>
    </SiteLayout>
  );
}

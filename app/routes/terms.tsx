import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { RichPage } from "../components/layout/rich-page";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/terms";

// The page's text is staff's to edit (admin Content screen); its first revision is today's text.
export function loader({ context }: Route.LoaderArgs) {
  return context.services.content.page("terms");
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  infoPageMeta(data?.title ?? "Terms", matches, "The terms that apply to using our website and ordering from us.");

export default function Terms({ loaderData }: Route.ComponentProps) {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={loaderData.title} intro={loaderData.intro || undefined}>
        <RichPage html={loaderData.bodyHtml} />
      </InfoPage>
    </SiteLayout>
  );
}

import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { RichPage } from "../components/layout/rich-page";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/about";

// The page's text is staff's to edit (admin Content screen); its first revision is today's text.
export function loader({ context }: Route.LoaderArgs) {
  return context.services.content.page("about");
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  infoPageMeta(
    data?.title ?? "About",
    matches,
    "Our story, mission and values, and the team behind the recovery formula.",
  );

export default function About({ loaderData }: Route.ComponentProps) {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={loaderData.title} intro={loaderData.intro || undefined}>
        <RichPage html={loaderData.bodyHtml} />
      </InfoPage>
    </SiteLayout>
  );
}

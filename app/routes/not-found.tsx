import { data } from "react-router";
import { SiteLayout } from "../components/layout/site-layout";
import { pageTitle } from "../lib/meta";
import { shopNameFromMatches } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/not-found";

export const NOT_FOUND_TITLE = "Page not found";

// Unknown paths answer 404 but keep the shop around them: header, navigation, cart and footer.
export function loader() {
  return data(null, { status: 404, statusText: "Not Found" });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(NOT_FOUND_TITLE, shopNameFromMatches(matches)) },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <SiteLayout shopName={useShopName()}>
      <div className="mx-auto max-w-xl px-6 py-24 text-center">
        <p className="text-sm font-semibold text-fuchsia-700">404</p>
        <h1 className="mt-2 text-3xl font-bold">{NOT_FOUND_TITLE}</h1>
        <p className="mt-4 text-gray-700">We couldn&apos;t find that page.</p>
        <a href="/" className="mt-8 inline-block rounded-full bg-gray-900 px-6 py-3 font-semibold text-white">
          Back to the shop
        </a>
      </div>
    </SiteLayout>
  );
}

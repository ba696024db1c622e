import { replace, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminTopBar } from "../../components/admin/admin-top-bar";
import { DashboardTabs, isDashboardTab, type DashboardTabId } from "../../components/admin/dashboard-tabs";
import { MessagesTab, ReturnsTab } from "../../components/admin/inbox-tab";
import { OrdersTab } from "../../components/admin/orders-tab";
import { ProductDemoTab } from "../../components/admin/product-demo-tab";
import { ProductsTab } from "../../components/admin/products-tab";
import { VideoManagerTab } from "../../components/admin/video-manager-tab";
import type { Product } from "../../../core/product";
import "../../lib/admin-load-context";
import { pageTitle } from "../../lib/meta";
import type { Route } from "./+types/admin.dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.admin) throw replace("/admin/login");
  return {
    email: context.admin.email,
    shopName: context.config.shopName,
    products: await context.services.products.listAllProducts(),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: pageTitle("Admin Dashboard", data?.shopName ?? "Rebound") }, { name: "robots", content: "noindex" }];
}

// Switching tabs only changes ?tab=: no need to reload the data.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

function TabContent({ tab, products }: { tab: DashboardTabId; products: Product[] }) {
  switch (tab) {
    case "products":
      return <ProductsTab initialProducts={products} />;
    case "orders":
      return <OrdersTab />;
    case "returns":
      return <ReturnsTab />;
    case "messages":
      return <MessagesTab />;
    case "videos":
      return <VideoManagerTab />;
    case "demo":
      return <ProductDemoTab />;
  }
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: DashboardTabId = isDashboardTab(raw) ? raw : "products";

  return (
    <div className="min-h-screen bg-gray-50">
      <AdminTopBar shopName={loaderData.shopName} email={loaderData.email} />
      <main className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="pt-4">
          <DashboardTabs
            current={tab}
            onSelect={(id) =>
              setParams(id === "products" ? {} : { tab: id }, { replace: true, preventScrollReset: true })
            }
          />
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="pt-6" tabIndex={-1}>
          <TabContent tab={tab} products={loaderData.products} />
        </div>
      </main>
    </div>
  );
}

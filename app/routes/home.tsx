import { formatPrice } from "../../core/money";
import { pageTitle } from "../lib/meta";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await context.services.products.listActiveProducts(), shopName: context.config.shopName };
}

export function meta({ data }: Route.MetaArgs) {
  const shop = data?.shopName ?? "Rebound";
  return [
    { title: pageTitle("Post-Party Recovery Formula", shop) },
    {
      name: "description",
      content: "Electrolytes, vitamins and botanicals in one scoop. Express shipping across Australia.",
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">{loaderData.shopName}</h1>
      <section id="products" aria-labelledby="products-heading" className="mt-8">
        <h2 id="products-heading" className="text-2xl font-semibold">
          Choose your pack
        </h2>
        {products.length === 0 ? (
          <p className="mt-4">No products available at this time.</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((p) => (
              <li key={p.id} className="rounded-2xl border border-gray-200 p-6" data-testid="product-card">
                <p className="text-sm font-semibold text-fuchsia-700">{p.metadata.tier}</p>
                <h3 className="mt-1 text-xl font-bold">{p.name}</h3>
                <p className="mt-2 text-2xl font-bold">{formatPrice(p.unitPrice)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

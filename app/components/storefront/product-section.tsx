import type { Product } from "../../../core/product";
import type { ProductsState } from "../../lib/use-products";
import { ProductCard, type AddToCartInput } from "./product-card";

export function ProductSection({ state, onAdd }: { state: ProductsState; onAdd(input: AddToCartInput): void }) {
  return (
    <section
      id="products"
      aria-labelledby="products-title"
      className="render-when-near scroll-mt-16 bg-linear-to-b from-white to-purple-50/60 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="products-title" className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
          Choose Your Pack
        </h2>
        <p className="mt-3 max-w-2xl text-gray-700">
          Every tub holds 20 servings. Buy two or more and express shipping anywhere in Australia is on us. All prices
          in AUD, including GST.
        </p>
        <div className="mt-10" aria-live="polite" aria-busy={state.status === "loading"}>
          {state.status === "loading" ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading products">
              {[0, 1, 2].map((i) => (
                <li key={i} className="h-[36rem] animate-pulse rounded-3xl bg-gray-100" />
              ))}
            </ul>
          ) : state.status === "error" ? (
            <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
              {state.message}
            </p>
          ) : state.products.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-center text-gray-700 shadow-sm">
              No products available at this time.
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {state.products.map((p: Product) => (
                <li key={p.id} className="row-span-7 grid grid-rows-subgrid gap-y-4">
                  <ProductCard product={p} onAdd={onAdd} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

// docs/spec.md §2 Products screen: the product grid with drag-to-reorder (saved on request), delete and
// migrate, all posting to the route's action; the add/edit form (its own address, a child
// route) opens above the grid in the Outlet.
import { useCallback, useMemo, useState } from "react";
import { Link, Outlet, useFetcher, useNavigate, useParams } from "react-router";
import { buildFlavorList } from "../../../../core/flavors";
import type { Product } from "../../../../core/product";
import { samplesMissingFrom } from "../../../../core/sample-products";
import type { AdminActionResult } from "../../../lib/admin-action";
import { FlashMessage, useFlash, type Flash } from "../shared/flash-message";
import { buttonClass } from "../shared/form-controls";
import { SortableProductGrid } from "./sortable-product-grid";
import { SavingOverlay, UnsavedOrderBar } from "../shared/unsaved-order-bar";
import { useActionResult } from "../shared/use-action-result";

export const DELETE_CONFIRMATION = "Are you sure you want to delete this product? This action cannot be undone.";

export const PRODUCTS_PATH = "/admin/products";

/** Says what 'Migrate Products' will add before it adds anything. */
export function migrateConfirmation(names: readonly string[]): string {
  const what = names.length === 1 ? "1 sample product" : `${names.length} sample products`;
  return `Add ${what} as drafts?\n\n${names.join("\n")}\n\nShoppers will not see them until you publish them.`;
}

/** What the Products screen hands its editor (the child route in its Outlet). */
export type ProductsOutletContext = {
  show(kind: Flash["kind"], text: string): void;
  knownFlavors: readonly string[];
};

/** Keeps a local (unsaved) order over a fresh list: known ids in that order, new ones after. */
function inOrder(products: Product[], ids: readonly string[]): Product[] {
  const pos = new Map(ids.map((id, i) => [id, i]));
  return [...products].sort((a, b) => (pos.get(a.id) ?? 1e9) - (pos.get(b.id) ?? 1e9));
}

function form(fields: Record<string, string | readonly string[]>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of typeof v === "string" ? [v] : v) fd.append(k, one);
  return fd;
}

export function ProductsScreen({ products: saved }: { products: Product[] }) {
  const navigate = useNavigate();
  const { id: editingId } = useParams();
  const { flash, show } = useFlash();
  const fetcher = useFetcher<AdminActionResult>({ key: "products-screen" });
  // Only an unsaved drag order is local; the list itself is the loader's, fresh after every change.
  const [order, setOrder] = useState<string[] | null>(null);

  const products = useMemo(() => (order ? inOrder(saved, order) : saved), [saved, order]);
  const dirty = products.some((p, i) => p.id !== saved[i]?.id);
  const knownFlavors = useMemo(() => buildFlavorList(saved), [saved]);
  const pending = fetcher.state === "idle" ? null : String(fetcher.formData?.get("intent") ?? "");
  const locked = pending !== null;

  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (r.ok && r.intent === "reorder") setOrder(null);
      if (r.ok) show("success", r.message);
      else show("error", r.formError ?? "Something went wrong. Please try again.");
    },
    [show],
  );
  useActionResult(fetcher, onResult);

  const post = (fields: Record<string, string | readonly string[]>) =>
    void fetcher.submit(form(fields), { method: "post", action: PRODUCTS_PATH });

  function deleteProduct(product: Product) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    if (editingId === product.id) void navigate(PRODUCTS_PATH);
    post({ intent: "delete", id: product.id });
  }

  function migrate() {
    const missing = samplesMissingFrom(saved.map((p) => p.id));
    if (missing.length === 0) return show("success", "The sample products are already in your catalogue.");
    if (!window.confirm(migrateConfirmation(missing.map((p) => p.name)))) return;
    post({ intent: "migrate" });
  }

  const outletContext: ProductsOutletContext = { show, knownFlavors };
  const addLink = (extra: string) => (
    <Link to={`${PRODUCTS_PATH}/new`} className={`${buttonClass.primary} ${extra}`}>
      <span aria-hidden="true" className="text-base leading-none">
        +
      </span>
      Add New Product
    </Link>
  );

  return (
    <div>
      <FlashMessage flash={flash} />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold tracking-tight text-gray-900">Product Management</h2>
          <p className="mt-1 text-sm text-gray-600">
            {saved.length} product{saved.length === 1 ? "" : "s"}. Drag a card by its handle to change the store order.
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={migrate}
            disabled={locked}
            className={`${buttonClass.secondary} flex-1 sm:flex-none`}
          >
            Migrate Products
          </button>
          {addLink("flex-1 sm:flex-none")}
        </div>
      </div>

      <Outlet context={outletContext} />

      {dirty ? (
        <UnsavedOrderBar
          what="product"
          locked={locked}
          onCancel={() => setOrder(null)}
          onSave={() => post({ intent: "reorder", ids: products.map((p) => p.id) })}
        />
      ) : null}

      <div className="mt-6">
        {products.length === 0 ? (
          <div className="rounded-2xl border-2 border-dashed border-gray-300 bg-white px-6 py-16 text-center">
            <h3 className="text-lg font-semibold text-gray-900">No Products Found</h3>
            <p className="mt-1 text-sm text-gray-600">Add a product to start selling.</p>
            {addLink("mt-5")}
          </div>
        ) : (
          <SortableProductGrid
            products={products}
            disabled={locked}
            onReorder={setOrder}
            editHref={(p) => `${PRODUCTS_PATH}/${encodeURIComponent(p.id)}`}
            onDelete={deleteProduct}
          />
        )}
      </div>

      {pending === "reorder" ? <SavingOverlay label="Saving product order..." /> : null}
    </div>
  );
}

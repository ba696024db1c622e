// SPEC §2 Products tab: the product grid with drag-to-reorder (saved on
// request), the add/edit form beside a live preview, delete and migrate.
import { useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { buildFlavorList } from "../../../core/flavors";
import { newProductDraft, type Product } from "../../../core/product";
import { productToInput } from "../../../core/product-form";
import { adminApi, ApiError, SessionEndedError } from "./admin-api";
import { FlashMessage, useFlash } from "./flash-message";
import { buttonClass } from "./form-controls";
import {
  draftFromInput,
  draftToInput,
  errorsFromDetails,
  previewProduct,
  type DraftErrors,
  type ProductDraft,
} from "./product-draft";
import { ProductForm } from "./product-form";
import { ProductPreview } from "./product-preview";
import { SortableProductGrid } from "./sortable-product-grid";
import { SavingOverlay, UnsavedOrderBar } from "./unsaved-order-bar";

export const DELETE_CONFIRMATION = "Are you sure you want to delete this product? This action cannot be undone.";

type Editing = { isNew: boolean; draft: ProductDraft; errors: DraftErrors };

function randomSuffix(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return `${Date.now().toString(36)}-${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** Keeps a local (unsaved) order over a fresh list: known ids in that order, new ones after. */
function inOrder(products: Product[], ids: readonly string[]): Product[] {
  const pos = new Map(ids.map((id, i) => [id, i]));
  return [...products].sort((a, b) => (pos.get(a.id) ?? 1e9) - (pos.get(b.id) ?? 1e9));
}

export function ProductsTab({ initialProducts }: { initialProducts: Product[] }) {
  const navigate = useNavigate();
  const { flash, show } = useFlash();
  const [saved, setSaved] = useState<Product[]>(initialProducts);
  const [order, setOrder] = useState<string[]>(() => initialProducts.map((p) => p.id));
  const [savingOrder, setSavingOrder] = useState(false);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const editorTop = useRef<HTMLDivElement>(null);

  const products = useMemo(() => inOrder(saved, order), [saved, order]);
  const dirty = products.some((p, i) => p.id !== saved[i]?.id);
  const knownFlavors = useMemo(() => buildFlavorList(saved), [saved]);

  function handleError(err: unknown, fallback: string) {
    if (err instanceof SessionEndedError) {
      void navigate("/admin/login", { replace: true });
      return;
    }
    console.warn(fallback, err);
    show("error", fallback);
  }

  async function reload(keepLocalOrder: boolean) {
    const fresh = await adminApi.listProducts();
    setSaved(fresh);
    setOrder((current) => (keepLocalOrder ? inOrder(fresh, current) : fresh).map((p) => p.id));
  }

  async function saveOrder() {
    setSavingOrder(true);
    try {
      await adminApi.saveOrder(products.map((p) => p.id));
      await reload(false);
      show("success", "Product order updated successfully");
    } catch (err) {
      handleError(err, "Failed to save product order");
    } finally {
      setSavingOrder(false);
    }
  }

  function openEditor(product: Product | null) {
    const input = product ? productToInput(product) : newProductDraft(randomSuffix());
    setEditing({ isNew: product === null, draft: draftFromInput(input), errors: {} });
    requestAnimationFrame(() => editorTop.current?.scrollIntoView({ block: "start" }));
  }

  async function saveProduct() {
    if (!editing) return;
    const result = draftToInput(editing.draft);
    if (result.errors) {
      setEditing({ ...editing, errors: result.errors });
      return;
    }
    setBusy(true);
    try {
      if (editing.isNew) await adminApi.createProduct(result.input);
      else await adminApi.updateProduct(editing.draft.id, result.input);
      setEditing(null);
      await reload(true);
      show("success", "Product saved successfully");
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        setEditing({ ...editing, errors: { ...errorsFromDetails(err.details), _: err.message } });
        show("error", err.message);
      } else {
        handleError(err, "An error occurred while saving");
      }
    } finally {
      setBusy(false);
    }
  }

  async function deleteProduct(product: Product) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setBusy(true);
    try {
      await adminApi.deleteProduct(product.id);
      await reload(true);
      show("success", "Product deleted successfully");
    } catch (err) {
      handleError(err, "Failed to delete product");
    } finally {
      setBusy(false);
    }
  }

  async function migrate() {
    setBusy(true);
    try {
      await adminApi.migrate();
      await reload(true);
      show("success", "Products migrated to the provider successfully");
    } catch (err) {
      handleError(err, "Failed to migrate products to the provider");
    } finally {
      setBusy(false);
    }
  }

  const locked = savingOrder || busy;

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
            onClick={() => void migrate()}
            disabled={locked}
            className={`${buttonClass.secondary} flex-1 sm:flex-none`}
          >
            Migrate Products
          </button>
          <button
            type="button"
            onClick={() => openEditor(null)}
            disabled={locked}
            className={`${buttonClass.primary} flex-1 sm:flex-none`}
          >
            <span aria-hidden="true" className="text-base leading-none">
              +
            </span>
            Add New Product
          </button>
        </div>
      </div>

      <div ref={editorTop} className="scroll-mt-24" />
      {editing ? (
        <section
          aria-labelledby="editor-heading"
          className="mt-6 grid gap-6 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-gray-200 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]"
        >
          <div>
            <h3 id="editor-heading" className="mb-5 text-lg font-semibold text-gray-900">
              {editing.isNew ? "Add New Product" : `Edit ${editing.draft.name || "product"}`}
            </h3>
            <ProductForm
              draft={editing.draft}
              onChange={(draft) => setEditing({ ...editing, draft })}
              errors={editing.errors}
              isNew={editing.isNew}
              saving={busy}
              knownFlavors={knownFlavors}
              onSubmit={() => void saveProduct()}
              onCancel={() => setEditing(null)}
            />
          </div>
          <ProductPreview product={previewProduct(editing.draft)} />
        </section>
      ) : null}

      {dirty ? (
        <UnsavedOrderBar
          what="product"
          locked={locked}
          onCancel={() => setOrder(saved.map((p) => p.id))}
          onSave={() => void saveOrder()}
        />
      ) : null}

      <div className="mt-6">
        {products.length === 0 ? (
          <div className="rounded-2xl border-2 border-dashed border-gray-300 bg-white px-6 py-16 text-center">
            <h3 className="text-lg font-semibold text-gray-900">No Products Found</h3>
            <p className="mt-1 text-sm text-gray-600">Add a product to start selling.</p>
            <button
              type="button"
              onClick={() => openEditor(null)}
              disabled={locked}
              className={`${buttonClass.primary} mt-5`}
            >
              Add Your First Product
            </button>
          </div>
        ) : (
          <SortableProductGrid
            products={products}
            disabled={locked}
            onReorder={setOrder}
            onEdit={(p) => openEditor(p)}
            onDelete={(p) => void deleteProduct(p)}
          />
        )}
      </div>

      {savingOrder ? <SavingOverlay label="Saving product order..." /> : null}
    </div>
  );
}

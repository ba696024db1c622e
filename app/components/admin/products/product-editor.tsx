// The add/edit form beside its live preview, at /admin/products/new and /admin/products/:id.
// The draft is this screen's own state (the preview follows every keystroke); Save posts it as
// JSON to the route's action, which answers with the outcome or the fields to correct.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate, useOutletContext } from "react-router";
import type { ProductEditInput } from "../../../../core/product";
import type { AdminActionResult } from "../../../lib/admin-action";
import {
  draftFromInput,
  draftToInput,
  errorsAfterEdit,
  errorsFromDetails,
  previewProduct,
  type DraftErrors,
  type ProductDraft,
} from "./product-draft";
import { ProductForm } from "./product-form";
import { ProductPreview } from "./product-preview";
import { PRODUCTS_PATH, type ProductsOutletContext } from "./products-screen";
import { useActionResult } from "../shared/use-action-result";
import type { SubscriptionOffer } from "../../../../core/subscription-offer";
import {
  OFFER_FIELD,
  offerDraft,
  offerErrors,
  offerInput,
  ProductSubscriptionOffer,
  type OfferErrors,
} from "./product-subscription-offer";

/** `offer`: an existing product's Subscribe & save, edited and saved with it. */
export function ProductEditor({
  input,
  isNew,
  offer,
}: {
  input: ProductEditInput;
  isNew: boolean;
  offer?: SubscriptionOffer;
}) {
  const { show, knownFlavors } = useOutletContext<ProductsOutletContext>();
  const navigate = useNavigate();
  const fetcher = useFetcher<AdminActionResult>();
  const [draft, setDraft] = useState(() => draftFromInput(input));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [offerState, setOffer] = useState(() => (offer ? offerDraft(offer) : null));
  const [offerErr, setOfferErr] = useState<OfferErrors>({});
  const top = useRef<HTMLElement>(null);

  // Opened from a card far down the grid, the form above it comes into view.
  useEffect(() => {
    top.current?.scrollIntoView({ block: "start" });
  }, []);

  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (r.ok) {
        show("success", r.message);
        void navigate(PRODUCTS_PATH);
        return;
      }
      const fields = r.fieldErrors ?? {};
      const own = Object.fromEntries(Object.entries(fields).filter(([k]) => !k.startsWith(`${OFFER_FIELD}.`)));
      setErrors({ ...errorsFromDetails(own), _: r.formError });
      setOfferErr(offerErrors(fields));
      if (r.formError) show("error", r.formError);
    },
    [show, navigate],
  );
  useActionResult(fetcher, onResult);

  function edit(next: ProductDraft) {
    setErrors((current) => errorsAfterEdit(current, draft, next));
    setDraft(next);
  }

  function save() {
    const result = draftToInput(draft);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setOfferErr({});
    const body = offerState ? { ...result.input, [OFFER_FIELD]: offerInput(offerState) } : result.input;
    void fetcher.submit(body, {
      method: "post",
      encType: "application/json",
    });
  }

  return (
    <section
      ref={top}
      aria-labelledby="editor-heading"
      className="mt-6 grid scroll-mt-24 gap-6 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-gray-200 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]"
    >
      <div>
        <h3 id="editor-heading" className="mb-5 text-lg font-semibold text-gray-900">
          {isNew ? "Add New Product" : `Edit ${draft.name || "product"}`}
        </h3>
        <ProductForm
          draft={draft}
          onChange={edit}
          errors={errors}
          isNew={isNew}
          saving={fetcher.state !== "idle"}
          knownFlavors={knownFlavors}
          onSubmit={save}
          onCancel={() => void navigate(PRODUCTS_PATH)}
          more={
            offerState ? (
              <ProductSubscriptionOffer
                draft={offerState}
                errors={offerErr}
                disabled={fetcher.state !== "idle"}
                onChange={setOffer}
              />
            ) : null
          }
        />
      </div>
      <ProductPreview product={previewProduct(draft)} />
    </section>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { INGREDIENT_SCROLL } from "../../../core/constants";
import { INGREDIENTS, type Ingredient } from "../../content/ingredients";
import { ingredientIconUrl } from "../art";
import { LazyModal } from "../ui/lazy-modal";
import { RichContent } from "../layout/rich-content";
import { useWarmOnInteraction } from "../../lib/use-warm-on-interaction";

const loadBenefits = () => import("./ingredient-benefits");
const IngredientBenefits = lazy(loadBenefits);

/** The section's editable heading and text (admin Content screen). */
export type IngredientsCopy = { title: string; bodyHtml: string };

export function IngredientsSection({ copy }: { copy: IngredientsCopy }) {
  const row = useRef<HTMLUListElement>(null);
  const [selected, setSelected] = useState<Ingredient | null>(null);
  useWarmOnInteraction(loadBenefits);

  // A vertical wheel over the row scrolls it sideways, 100 px per tick (docs/spec.md §9).
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (Math.abs(e.deltaY) <= Math.abs(e.deltaX)) return;
      const max = el.scrollWidth - el.clientWidth;
      const atEdge = (e.deltaY < 0 && el.scrollLeft <= 0) || (e.deltaY > 0 && el.scrollLeft >= max - 1);
      if (atEdge) return; // let the page scroll on past the row
      e.preventDefault();
      el.scrollBy({ left: Math.sign(e.deltaY) * INGREDIENT_SCROLL.wheelPx });
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, []);

  const scroll = (dir: 1 | -1) => row.current?.scrollBy({ left: dir * INGREDIENT_SCROLL.arrowPx, behavior: "smooth" });

  return (
    <section
      id="ingredients-section"
      aria-labelledby="ingredients-title"
      className="render-when-near scroll-mt-16 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <span className="inline-block rounded-full bg-fuchsia-100 px-3 py-1 text-xs font-bold tracking-wide text-fuchsia-800 uppercase">
          Premium Quality
        </span>
        <div className="mt-3 flex items-end justify-between gap-4">
          <h2 id="ingredients-title" className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
            {copy.title}
          </h2>
          <div className="hidden gap-2 md:flex">
            <button
              type="button"
              onClick={() => scroll(-1)}
              aria-label="Scroll ingredients left"
              className="rounded-full border border-gray-300 p-3 hover:border-purple-500 hover:text-purple-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
                <path d="M12 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
            <button
              type="button"
              onClick={() => scroll(1)}
              aria-label="Scroll ingredients right"
              className="rounded-full border border-gray-300 p-3 hover:border-purple-500 hover:text-purple-700"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
                <path d="M8 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
        </div>
        <RichContent html={copy.bodyHtml} className="rich-text mt-4 max-w-2xl text-gray-700" />
        <p className="mt-3 text-sm text-gray-500 md:hidden">Swipe to see all ten →</p>
      </div>
      {/* scroll-px-4 matches the padding: snapping the first card to the edge would scroll the row 16 px. */}
      <ul
        ref={row}
        data-testid="ingredient-row"
        aria-label="Ingredients"
        className="mx-auto mt-8 flex max-w-6xl snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 md:snap-none"
      >
        {INGREDIENTS.map((ing) => (
          <li key={ing.slug} className="w-56 shrink-0 snap-start">
            <button
              type="button"
              onClick={() => setSelected(ing)}
              aria-haspopup="dialog"
              className="flex h-full w-full flex-col items-start gap-3 rounded-3xl border border-gray-200 bg-white p-5 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-purple-300 hover:shadow-md"
            >
              <IngredientImage slug={ing.slug} size={56} />
              <span className="font-bold text-gray-900">{ing.name}</span>
              <span className="text-sm font-semibold text-purple-700">{ing.dose}</span>
            </button>
          </li>
        ))}
      </ul>
      {selected ? (
        <LazyModal title={selected.name} onClose={() => setSelected(null)}>
          <Suspense fallback={<p className="text-gray-600">Loading…</p>}>
            <IngredientBenefits slug={selected.slug} picture={<IngredientImage slug={selected.slug} size={80} />} />
          </Suspense>
        </LazyModal>
      ) : null}
    </section>
  );
}

function IngredientImage({ slug, size }: { slug: string; size: number }) {
  // Decorative: the card and the modal name the ingredient in text.
  return (
    <img
      src={ingredientIconUrl(slug)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-2xl"
      style={{ width: size, height: size }}
    />
  );
}

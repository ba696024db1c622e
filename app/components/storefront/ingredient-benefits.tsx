import type { ReactNode } from "react";
import { INGREDIENT_BENEFITS } from "../../content/ingredient-benefits";

/** The ingredient modal's text: what it is and its Benefits list (loaded when first opened). */
export default function IngredientBenefits({ slug, picture }: { slug: string; picture: ReactNode }) {
  const info = INGREDIENT_BENEFITS[slug];
  if (!info) return null;
  return (
    <>
      <div className="flex items-center gap-4">
        {picture}
        <p className="text-gray-700">{info.desc}</p>
      </div>
      <h3 className="mt-6 font-bold text-gray-900">Benefits</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-gray-700 marker:text-purple-600">
        {info.details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </>
  );
}

import { SERVE_SIZE, SUPPLEMENT_FACTS } from "../../content/product-label";

/** The label's Supplement Facts panel: what one serve holds, as a real table. */
export function SupplementFacts({ servings }: { servings: number }) {
  return (
    <section aria-labelledby="facts-title" className="rounded-2xl border-2 border-gray-900 bg-white p-5">
      <h2 id="facts-title" className="border-b-8 border-gray-900 pb-2 text-2xl font-black tracking-tight">
        Supplement Facts
      </h2>
      <dl className="border-b-4 border-gray-900 py-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Serving size</dt>
          <dd className="font-semibold">{SERVE_SIZE}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Servings per pack</dt>
          <dd className="font-semibold">{servings}</dd>
        </div>
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">Amount of each ingredient per serve</caption>
        <thead>
          <tr className="border-b border-gray-900">
            <th scope="col" className="py-1.5 text-left font-semibold">
              Ingredient
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              Amount per serve
            </th>
          </tr>
        </thead>
        <tbody>
          {SUPPLEMENT_FACTS.map((f) => (
            <tr key={f.name} className="border-b border-gray-300 last:border-0">
              <th scope="row" className="py-1.5 text-left font-normal">
                {f.name}
              </th>
              <td className="py-1.5 text-right font-semibold tabular-nums">{f.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

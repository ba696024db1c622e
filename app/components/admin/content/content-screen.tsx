// Content screen: the pieces staff can edit (information pages, the home copy,
// the announcement bar) beside the open piece's editor (a child route, in the Outlet).
import { Link, Outlet, useParams } from "react-router";
import type { ContentListItem } from "../../../../server/modules/content/content.service";
import { FlashMessage, useFlash, type Flash } from "../shared/flash-message";
import { useShopTime } from "../shared/use-shop-time";

export const CONTENT_PATH = "/admin/content";

/** What the screen hands the open piece's editor. */
export type ContentOutletContext = { show(kind: Flash["kind"], text: string): void };

export function ContentScreen({ pieces }: { pieces: readonly ContentListItem[] }) {
  const { key } = useParams();
  const { flash, show } = useFlash();
  const time = useShopTime();
  return (
    <div className="space-y-6">
      <FlashMessage flash={flash} />
      <header>
        <h2 className="text-2xl font-bold text-gray-900">Content</h2>
        <p className="mt-1 text-sm text-gray-600">
          The words on the information pages, the home page and the announcement bar. Save a draft while you work;
          shoppers see a piece once you publish it.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="Content pieces" className={key ? "hidden lg:block" : undefined}>
          <ul className="space-y-1">
            {pieces.map((p) => (
              <li key={p.key}>
                <Link
                  to={`${CONTENT_PATH}/${p.key}`}
                  aria-current={p.key === key ? "true" : undefined}
                  className="block rounded-lg px-3 py-2 text-sm text-gray-800 hover:bg-gray-100 aria-[current=true]:bg-purple-50 aria-[current=true]:font-semibold aria-[current=true]:text-purple-800"
                >
                  <span className="block">{p.label}</span>
                  <span className="block text-xs text-gray-600">
                    {p.publishedNumber ? `Revision ${p.publishedNumber}` : "The original text"}
                    {p.draft ? " · draft saved" : ""}
                    {p.updatedAt ? ` · ${time(p.updatedAt)}` : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          {key ? (
            <Link to={CONTENT_PATH} className="mb-3 inline-block py-1 text-sm font-medium text-purple-700 lg:hidden">
              ← All content
            </Link>
          ) : (
            <p className="hidden rounded-xl bg-gray-50 p-6 text-sm text-gray-600 lg:block">
              Choose a page or a part of the home page to edit.
            </p>
          )}
          <Outlet context={{ show } satisfies ContentOutletContext} />
        </div>
      </div>
    </div>
  );
}

// The announcement bar staff set in the admin (Content screen): its text, an optional link, shown
// between its start and end (the server decides, core/content.ts announcementShowing).
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { isSafeLink } from "../../../core/safe-link";

export function AnnouncementBar() {
  const bar = useRouteLoaderData<typeof rootLoader>("root")?.announcement;
  if (!bar) return null;
  return (
    <aside aria-label="Announcement" className="bg-purple-900 px-4 py-2 text-center text-sm font-medium text-white">
      {bar.link && isSafeLink(bar.link) ? (
        <a
          href={bar.link}
          className="inline-block py-1 underline decoration-white/60 underline-offset-2 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {bar.text}
        </a>
      ) : (
        <p className="py-1">{bar.text}</p>
      )}
    </aside>
  );
}

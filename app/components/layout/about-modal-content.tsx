import { useEffect } from "react";
import { useFetcher } from "react-router";
import { RICH_PAGE_CLASS } from "./rich-page";
import { RichContent } from "./rich-content";

// The About modal on the home page shows the published About text (admin Content screen), fetched
// from the /about route's loader when the modal first opens, so the home page carries none of it.
export default function AboutModalContent(_props: { shopName: string }) {
  const about = useFetcher<{ title: string; bodyHtml: string }>();
  useEffect(() => {
    if (about.state === "idle" && !about.data) void about.load("/about");
  }, [about]);
  if (!about.data) return <p className="text-gray-600">Loading…</p>;
  return <RichContent html={about.data.bodyHtml} className={RICH_PAGE_CLASS} />;
}

import { pageTitle } from "./meta";

type MatchLike = { id: string; data?: unknown } | undefined;

/** The shop name from the root loader's data, as a meta function sees it. */
export function shopNameFromMatches(matches: readonly MatchLike[]): string {
  const root = matches.find((m) => m?.id === "root")?.data as { shopName?: unknown } | undefined;
  return typeof root?.shopName === "string" ? root.shopName : "Rebound";
}

/** '{title} | {shop}' plus a description, for an information page's meta export. */
export function infoPageMeta(title: string, matches: readonly MatchLike[], description?: string) {
  const tags: Array<{ title: string } | { name: string; content: string }> = [
    { title: pageTitle(title, shopNameFromMatches(matches)) },
  ];
  if (description) tags.push({ name: "description", content: description });
  return tags;
}

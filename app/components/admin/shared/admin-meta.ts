import type { MetaDescriptor } from "react-router";
import { pageTitle } from "../../../lib/meta";

type Match = { id: string; data?: unknown } | undefined;

/** An admin screen's title ('{screen} · Admin Dashboard | {shop}'), kept out of search engines. */
export function adminScreenMeta(screen: string, matches: readonly Match[]): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as { shopName?: string } | undefined;
  return [
    { title: pageTitle(`${screen} · Admin Dashboard`, root?.shopName ?? "Rebound") },
    { name: "robots", content: "noindex" },
  ];
}

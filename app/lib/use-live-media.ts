// The storefront's videos: server-rendered first, refreshed when the admin
// changes reels or video settings (docs/spec.md §7 Settings subscription).
import { useEffect, useState } from "react";
import { onShopEvent } from "./shop-events";

export type StoreVideo = {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string | null;
};
export type StoreMedia = {
  reels: StoreVideo[];
  featured: { videoUrl: string; posterUrl: string; active: boolean } | null;
  demo: { title: string; description: string; videoUrl: string; posterUrl: string; active: boolean } | null;
};

async function fetchJson<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url, { cache: "no-store" });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

export function useLiveMedia(initial: StoreMedia): StoreMedia {
  const [media, setMedia] = useState(initial);
  useEffect(() => {
    const refresh = async () => {
      const [videos, featured, demo] = await Promise.all([
        fetchJson<{ videos: StoreVideo[] }>("/api/videos"),
        fetchJson<StoreMedia["featured"]>("/api/featured-video"),
        fetchJson<StoreMedia["demo"]>("/api/product-demo"),
      ]);
      setMedia((m) => ({
        reels: videos ? videos.videos : m.reels,
        featured: featured ?? m.featured,
        demo: demo ?? m.demo,
      }));
    };
    const offs = [
      onShopEvent("videos.changed", () => void refresh()),
      onShopEvent("settings.changed", () => void refresh()),
    ];
    return () => offs.forEach((off) => off());
  }, []);
  return media;
}

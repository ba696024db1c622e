import { useState } from "react";
import type { StoreMedia } from "../../lib/use-live-media";
import { LazyVideo } from "./lazy-video";

/** Portrait clips (reels, phone footage) get a narrow frame; landscape ones the width. */
const frameWidth = (ratio: number | null) => (ratio !== null && ratio < 1 ? "mx-auto w-full max-w-sm" : "w-full");

/** Reels (unless hidden), the featured video and the product demo, when there is something to show. */
export function MediaSection({ media }: { media: StoreMedia }) {
  const { reels, featured, demo } = media;
  // Each clip's shape is known once its metadata arrives; until then it is framed 16:9.
  const [demoRatio, setDemoRatio] = useState<number | null>(null);
  const [featuredRatio, setFeaturedRatio] = useState<number | null>(null);
  const showDemo = demo?.active && demo.videoUrl;
  // The featured video and the demo start as the same sample: show it once.
  const showFeatured = featured?.active && featured.videoUrl && !(showDemo && featured.videoUrl === demo.videoUrl);
  if (reels.length === 0 && !showDemo && !showFeatured) return null;
  const both = Boolean(showDemo && showFeatured);
  // Alone, the demo sits beside its text, in a column that suits its shape.
  const demoLayout = both
    ? ""
    : demoRatio !== null && demoRatio < 1
      ? "grid items-center gap-8 md:grid-cols-[20rem_1fr] lg:grid-cols-[24rem_1fr] lg:gap-16"
      : "grid items-center gap-8 lg:grid-cols-[3fr_2fr]";
  const featuredWidth =
    both || (featuredRatio !== null && featuredRatio < 1) ? frameWidth(featuredRatio) : "mx-auto w-full max-w-4xl";
  return (
    <section
      aria-labelledby="media-title"
      className="render-when-near bg-gray-950 py-16 text-white sm:py-20"
      data-testid="media-section"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="media-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          See it in action
        </h2>
        {showDemo || showFeatured ? (
          <div className={`mt-8 ${both ? "grid items-center gap-8 lg:grid-cols-2" : ""}`}>
            {showDemo ? (
              <div data-testid="product-demo" className={demoLayout}>
                <LazyVideo
                  src={demo.videoUrl}
                  poster={demo.posterUrl}
                  label={demo.title}
                  className={`aspect-video rounded-3xl ${frameWidth(demoRatio)}`}
                  autoPlay
                  onAspectRatio={setDemoRatio}
                />
                <div className={both ? "mt-4" : "md:max-w-xl"}>
                  <h3 className="text-xl font-bold sm:text-2xl">{demo.title}</h3>
                  <p className="mt-2 text-white/80 sm:text-lg">{demo.description}</p>
                </div>
              </div>
            ) : null}
            {showFeatured ? (
              <div data-testid="featured-video">
                <LazyVideo
                  src={featured.videoUrl}
                  poster={featured.posterUrl}
                  label="Featured video"
                  className={`aspect-video rounded-3xl ${featuredWidth}`}
                  autoPlay
                  onAspectRatio={setFeaturedRatio}
                />
              </div>
            ) : null}
          </div>
        ) : null}
        {reels.length > 0 ? (
          <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-3" aria-label="Reels" data-testid="reels">
            {reels.map((v) => (
              <li key={v.id}>
                <LazyVideo
                  src={v.videoUrl}
                  poster={v.thumbnailUrl}
                  label={v.title}
                  className="aspect-[9/16] rounded-3xl"
                  autoPlay
                />
                <p className="mt-2 font-semibold">{v.title}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

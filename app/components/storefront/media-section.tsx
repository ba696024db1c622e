import type { StoreMedia } from "../../lib/use-live-media";
import { LazyVideo } from "./lazy-video";

/** Reels (unless hidden), the featured video and the product demo, when there is something to show. */
export function MediaSection({ media }: { media: StoreMedia }) {
  const { reels, featured, demo } = media;
  const showDemo = demo?.active && demo.videoUrl;
  // The featured video and the demo start as the same sample: show it once.
  const showFeatured = featured?.active && featured.videoUrl && !(showDemo && featured.videoUrl === demo.videoUrl);
  if (reels.length === 0 && !showDemo && !showFeatured) return null;
  return (
    <section
      aria-labelledby="media-title"
      className="bg-gray-950 py-16 text-white sm:py-20"
      data-testid="media-section"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="media-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          See it in action
        </h2>
        {showDemo || showFeatured ? (
          <div
            className={`mt-8 grid items-center gap-8 ${showDemo && showFeatured ? "lg:grid-cols-2" : "lg:grid-cols-[3fr_2fr]"}`}
          >
            {showDemo ? (
              <div data-testid="product-demo">
                <LazyVideo
                  src={demo.videoUrl}
                  poster={demo.posterUrl}
                  label={demo.title}
                  className="aspect-video rounded-3xl"
                  autoPlay
                />
                <h3 className="mt-4 text-xl font-bold">{demo.title}</h3>
                <p className="mt-1 text-white/80">{demo.description}</p>
              </div>
            ) : null}
            {showFeatured ? (
              <div data-testid="featured-video">
                <LazyVideo
                  src={featured.videoUrl}
                  poster={featured.posterUrl}
                  label="Featured video"
                  className="aspect-video rounded-3xl"
                  autoPlay
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

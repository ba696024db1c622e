import { useEffect, useRef, useState } from "react";

/**
 * A video that costs nothing until it nears the screen: poster only, no bytes
 * before then; muted autoplay only while at least half of it is in view, with
 * a pause button (moving content must be stoppable). Once its size is known the
 * frame takes the clip's own aspect ratio (a portrait reel stays portrait).
 */
export function LazyVideo(props: {
  src: string;
  poster?: string | null;
  label: string;
  className?: string;
  autoPlay?: boolean;
  onAspectRatio?(ratio: number): void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  const [paused, setPaused] = useState(!props.autoPlay);
  const [ratio, setRatio] = useState<number | null>(null);
  const userPaused = useRef(false);
  const inView = useRef(false);
  const fromClip = useRef(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) setNear(true);
          inView.current = e.intersectionRatio >= 0.5;
          if (!props.autoPlay || !el.currentSrc) continue;
          if (inView.current && !userPaused.current) el.play().catch(() => setPaused(true));
          else el.pause();
        }
      },
      { rootMargin: "200px 0px", threshold: [0, 0.5] },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [props.autoPlay]);

  // The poster is the clip's first frame: its shape is the clip's, known before any of the clip
  // is fetched, so the frame (and the section around it) is laid out right from the start.
  const { poster, onAspectRatio } = props;
  useEffect(() => {
    if (!poster) return;
    let live = true;
    const img = new Image();
    img.onload = () => {
      const { naturalWidth: w, naturalHeight: h } = img;
      // The clip's own size, once known, wins over its poster's.
      if (!live || w <= 0 || h <= 0 || fromClip.current) return;
      setRatio(w / h);
      onAspectRatio?.(w / h);
    };
    img.src = poster;
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per poster; the callback is a state setter
  }, [poster]);

  // The source arrives on the render after the element first nears the screen.
  useEffect(() => {
    const el = ref.current;
    if (near && props.autoPlay && el && inView.current && !userPaused.current) el.play().catch(() => setPaused(true));
  }, [near, props.autoPlay]);

  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) {
      userPaused.current = false;
      void el.play().catch(() => {});
    } else {
      userPaused.current = true;
      el.pause();
    }
  };

  return (
    <div
      className={`relative overflow-hidden bg-gray-900 ${props.className ?? ""}`}
      style={ratio ? { aspectRatio: String(ratio) } : undefined}
    >
      <video
        ref={ref}
        src={near ? props.src : undefined}
        poster={props.poster ?? undefined}
        preload={near ? "metadata" : "none"}
        onLoadedMetadata={(e) => {
          const { videoWidth: w, videoHeight: h } = e.currentTarget;
          if (w > 0 && h > 0) {
            fromClip.current = true;
            setRatio(w / h);
            props.onAspectRatio?.(w / h);
          }
        }}
        muted
        loop
        playsInline
        aria-label={props.label}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        // Contain, not cover: until its shape is known the frame is 16:9, and a clip is never cropped.
        className="h-full w-full object-contain"
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={`${paused ? "Play" : "Pause"} ${props.label}`}
        className="absolute right-3 bottom-3 flex h-10 w-10 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3v12H5zM12 4h3v12h-3z" />}
        </svg>
      </button>
    </div>
  );
}

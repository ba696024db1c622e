import { Logo, Tub } from "../art";
import { RichContent } from "../layout/rich-content";

/** The home page's editable copy (admin Content screen): headline, text (sanitised HTML), small print. */
export type HeroCopy = { title: string; smallPrint: string; bodyHtml: string };

/** A headline's answer after its question ("Big night? Bounce back.") is drawn in the accent colour. */
function splitHeadline(title: string): [string, string] {
  const at = title.indexOf("? ");
  return at > 0 ? [title.slice(0, at + 1), title.slice(at + 2)] : [title, ""];
}

export function Hero({ shopName, copy }: { shopName: string; copy: HeroCopy }) {
  const [lead, answer] = splitHeadline(copy.title);
  return (
    <section
      aria-labelledby="hero-title"
      className="hero-backdrop relative isolate overflow-hidden bg-purple-950 text-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 pt-8 pb-14 sm:gap-10 sm:py-24 lg:grid-cols-2">
        <div>
          {/* The top bar already shows the logo on a phone; the tubs take its place there. */}
          <div className="hidden sm:block" data-testid="hero-logo">
            <Logo tone="light" brand={shopName} className="h-12 w-auto" />
          </div>
          <h1
            id="hero-title"
            className="text-4xl sm:mt-6 leading-tight font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {lead}
            {answer ? (
              <>
                {" "}
                <span className="text-fuchsia-200">{answer}</span>
              </>
            ) : null}
          </h1>
          <RichContent html={copy.bodyHtml} className="rich-text mt-5 max-w-xl text-lg text-white/90" />
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#products"
              className="rounded-full bg-white px-7 py-3.5 font-bold text-purple-900 shadow-lg hover:bg-fuchsia-50"
            >
              Shop Now
            </a>
            <a
              href="#ingredients-section"
              className="rounded-full border-2 border-white/70 px-7 py-3 font-bold text-white hover:bg-white/10"
            >
              What's inside
            </a>
          </div>
          {copy.smallPrint ? <p className="mt-6 text-sm text-white/80">{copy.smallPrint}</p> : null}
        </div>
        <div
          className="relative order-first mx-auto w-full max-w-[17rem] sm:max-w-md lg:order-none"
          aria-hidden="true"
          data-testid="hero-tubs"
        >
          <Tub mixed eager className="h-auto w-full drop-shadow-2xl" />
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { TopBar } from "./top-bar";

/** Top bar, page content and footer: the frame of every storefront page. */
export function SiteLayout({ shopName, children }: { shopName: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[100] rounded bg-white px-4 py-2 text-gray-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBar shopName={shopName} />
      <main id="main" className="flex-1 pt-16">
        {children}
      </main>
      <SiteFooter shopName={shopName} />
    </div>
  );
}

/** The standard frame of an information page: title band and readable column. */
export function InfoPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="bg-linear-to-br from-purple-700 to-fuchsia-600 px-4 py-14 text-white">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {intro ? <div className="mt-3 text-lg text-white/90">{intro}</div> : null}
        </div>
      </div>
      <div className="px-4 py-12">{children}</div>
    </>
  );
}

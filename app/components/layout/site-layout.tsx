import { lazy, Suspense, useState, type ReactNode } from "react";
import { LazyModal } from "../ui/lazy-modal";

// The About and Contact modals load on first use: the contact form brings the
// form validation library, which a shopper who never opens it should not download.
const AboutModalContent = lazy(() => import("./about-modal-content"));
const ContactModalContent = lazy(() => import("./contact-modal-content"));
import { AnnouncementBar } from "./announcement-bar";
import { LazyCartDrawer } from "./lazy-cart-drawer";
import { ABOUT_TITLE } from "./nav-links";
import { SiteFooter } from "./site-footer";
import { TopBar } from "./top-bar";

/**
 * Top bar, page content, footer and the cart drawer: the frame of every
 * storefront page. With `modals`, About and Contact open in place (home page).
 */
export function SiteLayout({
  shopName,
  children,
  modals,
}: {
  shopName: string;
  children: ReactNode;
  modals?: boolean;
}) {
  const [open, setOpen] = useState<"about" | "contact" | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[100] rounded bg-white px-4 py-2 text-gray-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBar
        shopName={shopName}
        onAbout={modals ? () => setOpen("about") : undefined}
        onContact={modals ? () => setOpen("contact") : undefined}
      />
      <main id="main" className="flex-1 pt-16">
        <AnnouncementBar />
        {children}
      </main>
      <SiteFooter shopName={shopName} />
      <LazyCartDrawer />
      {open === "about" ? (
        <LazyModal title={ABOUT_TITLE} onClose={close} wide>
          <Suspense fallback={<p className="text-gray-600">Loading…</p>}>
            <AboutModalContent shopName={shopName} />
          </Suspense>
        </LazyModal>
      ) : null}
      {open === "contact" ? (
        <LazyModal title="Contact Us" onClose={close} wide>
          <Suspense fallback={<p className="text-gray-600">Loading…</p>}>
            <ContactModalContent shopName={shopName} />
          </Suspense>
        </LazyModal>
      ) : null}
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

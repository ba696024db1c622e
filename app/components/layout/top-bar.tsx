import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useCart } from "../../lib/cart";
import { useHydrated } from "../../lib/use-hydrated";
import { Logo } from "../art";
import { scrollToProducts } from "./scroll-to-products";

// The phone menu's links load when it first opens (or is about to: a press or focus on its button
// starts the fetch), keeping them out of every page's first download.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

type Props = { shopName: string; onAbout?(): void; onContact?(): void };

const navLink = "rounded-md px-1 py-1 text-sm font-semibold text-gray-800 hover:text-purple-700";

export function TopBar({ shopName, onAbout, onContact }: Props) {
  const cart = useCart();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The cart and the phone menu open only by script: until it runs they are visibly not ready.
  const hydrated = useHydrated();
  const waiting = "disabled:cursor-progress disabled:opacity-50";

  // Escape closes the phone menu and leaves focus on the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  // About and Contact open modals where the page offers them; the links still work without JS.
  const modalLink = (open: (() => void) | undefined) => (e: React.MouseEvent) => {
    if (!open) return;
    e.preventDefault();
    setMenuOpen(false);
    open();
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-gray-200/80 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" aria-label={`${shopName} home`} className="shrink-0">
          <Logo brand={shopName} className="h-8 w-auto" />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          <Link to="/#products" onClick={scrollToProducts} className={navLink}>
            Shop Now
          </Link>
          <Link to="/about" onClick={modalLink(onAbout)} className={navLink}>
            About
          </Link>
          <Link to="/faqs" className={navLink}>
            FAQs
          </Link>
          <Link to="/contact" onClick={modalLink(onContact)} className={navLink}>
            Contact
          </Link>
        </nav>
        <div className="flex items-center gap-1">
          {/* The same link for everyone, so cached pages stay shared: /account sends a signed-out shopper to sign in. */}
          <Link to="/account" aria-label="Your account" className="rounded-full p-2.5 text-gray-900 hover:bg-gray-100">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21a8 8 0 0116 0" />
            </svg>
          </Link>
          <button
            type="button"
            onClick={cart.openCart}
            disabled={!hydrated}
            aria-label={`Open cart, ${cart.itemCount} ${cart.itemCount === 1 ? "item" : "items"}`}
            className={`relative rounded-full p-2.5 text-gray-900 hover:bg-gray-100 ${waiting}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M6 7h12l-1 13H7L6 7z" />
              <path d="M9 7a3 3 0 016 0" />
            </svg>
            {cart.itemCount > 0 ? (
              <span
                data-testid="cart-count"
                className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-fuchsia-600 px-1 text-xs font-bold text-white"
              >
                {cart.itemCount}
              </span>
            ) : null}
          </button>
          <button
            ref={menuButton}
            type="button"
            disabled={!hydrated}
            className={`rounded-full p-2.5 text-gray-900 hover:bg-gray-100 md:hidden ${waiting}`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((o) => !o)}
            onPointerDown={loadMobileMenu}
            onFocus={loadMobileMenu}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            onShop={(e) => {
              setMenuOpen(false);
              scrollToProducts(e);
            }}
            onAbout={modalLink(onAbout)}
            onContact={modalLink(onContact)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

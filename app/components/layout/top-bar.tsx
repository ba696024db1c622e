import { Link } from "react-router";
import { Logo } from "../art";

// Minimal top bar; the storefront issue adds the cart button, modals and the mobile menu.
export function TopBar({ shopName }: { shopName: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between px-4">
        <Link to="/" aria-label={`${shopName} home`}>
          <Logo brand={shopName} className="h-8 w-auto" />
        </Link>
        <nav aria-label="Main" className="flex gap-5 text-sm font-medium">
          <Link to="/#products">Shop Now</Link>
          <Link to="/about">About</Link>
          <Link to="/faqs">FAQs</Link>
          <Link to="/contact">Contact</Link>
        </nav>
      </div>
    </header>
  );
}

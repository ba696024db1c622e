// The phone menu's panel, loaded by top-bar.tsx when it first opens.
import { Link } from "react-router";
import { LEGAL_LINKS } from "./nav-links";

type Props = {
  onShop(e: React.MouseEvent): void;
  onAbout(e: React.MouseEvent): void;
  onContact(e: React.MouseEvent): void;
};

export default function MobileMenu({ onShop, onAbout, onContact }: Props) {
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      className="border-b border-gray-200 bg-white px-4 pb-6 shadow-lg md:hidden"
    >
      <ul className="space-y-1 pt-2">
        <li>
          <Link to="/#products" onClick={onShop} className="block rounded-lg px-3 py-3 font-semibold hover:bg-gray-50">
            Shop Now
          </Link>
        </li>
        <li>
          <Link to="/about" onClick={onAbout} className="block rounded-lg px-3 py-3 font-semibold hover:bg-gray-50">
            About
          </Link>
        </li>
        <li>
          <Link to="/faqs" className="block rounded-lg px-3 py-3 font-semibold hover:bg-gray-50">
            FAQs
          </Link>
        </li>
        <li>
          <Link to="/contact" onClick={onContact} className="block rounded-lg px-3 py-3 font-semibold hover:bg-gray-50">
            Contact
          </Link>
        </li>
      </ul>
      <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-gray-500 uppercase" id="mobile-legal">
        Legal
      </p>
      <ul aria-labelledby="mobile-legal" className="mt-1 grid grid-cols-2 gap-1">
        {LEGAL_LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="block rounded-lg px-3 py-2 text-sm text-gray-700 hover:bg-gray-50">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

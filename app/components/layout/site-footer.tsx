import { Link } from "react-router";
import { Logo } from "../art";
import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_HREF } from "../../content/pages/contact-details";
import { LEGAL_LINKS, QUICK_LINKS } from "./nav-links";

// py-1 makes every link at least 24 px tall, a comfortable tap target (WCAG 2.2, 2.5.8).
const linkClass = "inline-block py-1 text-gray-300 hover:text-white focus-visible:text-white";

export function SiteFooter({ shopName }: { shopName: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="render-when-near bg-gray-950 text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo tone="light" brand={shopName} className="h-9 w-auto" />
          <p className="text-sm leading-relaxed text-gray-400">
            Electrolytes, vitamins and botanicals in one scoop. Made for Australians who work hard and play hard.
          </p>
        </div>
        <FooterLinks id="footer-quick" title="Quick links" links={QUICK_LINKS} />
        <FooterLinks id="footer-legal" title="Legal" links={LEGAL_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Get in touch</h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <a href={SUPPORT_PHONE_HREF} className={linkClass}>
                {SUPPORT_PHONE_DISPLAY}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
          <ul className="mt-3 flex gap-4" aria-label="Social media">
            <li>
              <a href="https://www.instagram.com/" className={linkClass} rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
            <li>
              <a href="https://www.tiktok.com/" className={linkClass} rel="noopener noreferrer" target="_blank">
                TikTok
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-6 text-center text-xs text-gray-400">
        © {year} {shopName}. All prices in AUD and include GST.
      </p>
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

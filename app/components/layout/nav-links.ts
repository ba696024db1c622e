// The links of the top bar, mobile menu and footer, in one place.

/** The About page's and About modal's title. */
export const ABOUT_TITLE = "About Us";

export const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/returns", label: "Returns" },
  { to: "/disclaimer", label: "Disclaimer" },
] as const;

export const QUICK_LINKS = [
  { to: "/#products", label: "Shop" },
  { to: "/about", label: ABOUT_TITLE },
  { to: "/faqs", label: "FAQs" },
  { to: "/fap", label: "Prescription FAQ" },
  { to: "/contact", label: "Contact" },
  { to: "/return-form", label: "Start a Return" },
] as const;

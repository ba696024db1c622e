// Shared contact details, class names and small pieces for the pages around the editable text
// (contact, questions, returns form, order status), so every page says the same thing about how
// to reach us and looks the same.
import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_HREF } from "./contact-details";

// Re-exported so the pages keep one import; the footer takes them from contact-details.ts
// alone, which keeps this file's markup out of the home page's JavaScript.
export {
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_LOCATION,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_HREF,
} from "./contact-details";
export const contentClasses = {
  wrapper: "mx-auto w-full max-w-3xl space-y-12 text-base",
  section: "space-y-4 scroll-mt-24",
  h2: "text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl",
  h3: "text-lg font-semibold text-gray-900",
  p: "text-gray-700 leading-relaxed",
  muted: "text-sm text-gray-500",
  ul: "list-disc space-y-2 pl-6 text-gray-700 leading-relaxed marker:text-purple-600",
  ol: "list-decimal space-y-2 pl-6 text-gray-700 leading-relaxed marker:font-semibold marker:text-purple-600",
  strong: "font-semibold text-gray-900",
  link: "font-medium text-purple-600 underline decoration-purple-300 underline-offset-2 transition-colors hover:text-fuchsia-500 hover:decoration-fuchsia-500 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600",
  callout: "rounded-2xl border border-purple-100 bg-purple-50 p-6 space-y-3",
  card: "rounded-2xl border border-gray-200 bg-white p-6 shadow-sm",
  primaryButton:
    "inline-flex items-center justify-center rounded-full bg-linear-to-r from-purple-600 to-fuchsia-500 px-6 py-3 font-semibold text-white shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600",
  secondaryButton:
    "inline-flex items-center justify-center rounded-full border border-purple-600 bg-white px-6 py-3 font-semibold text-purple-600 transition hover:bg-purple-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600",
} as const;

export function SupportEmailLink({ className }: { className?: string }) {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className={className ?? contentClasses.link}>
      {SUPPORT_EMAIL}
    </a>
  );
}

export function SupportPhoneLink({ className }: { className?: string }) {
  return (
    <a href={SUPPORT_PHONE_HREF} className={className ?? contentClasses.link}>
      {SUPPORT_PHONE_DISPLAY}
    </a>
  );
}

// Contact details shown on /contact and in the home page's Contact modal, above the message form.
// Presentational only.
import type { ReactNode } from "react";
import {
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_LOCATION,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_HREF,
  contentClasses as c,
} from "./content-shared";

export interface ContactCardsProps {
  shopName: string;
}

const iconProps = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  className: "h-6 w-6",
  "aria-hidden": true,
} as const;

function PhoneIcon() {
  return (
    <svg {...iconProps}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg {...iconProps}>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg {...iconProps}>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
      <circle cx="12" cy="10" r="3" />
    </svg>
  );
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={`${c.card} flex flex-col items-center gap-3 text-center`}>
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-linear-to-br from-purple-600 to-fuchsia-500 text-white">
        {icon}
      </span>
      <h3 className={c.h3}>{title}</h3>
      {children}
    </li>
  );
}

export function ContactCards({ shopName }: ContactCardsProps) {
  return (
    <section aria-labelledby="contact-cards-heading" className="mx-auto w-full max-w-3xl space-y-6">
      <div className="space-y-2 text-center">
        <h2 id="contact-cards-heading" className={c.h2}>
          Get in Touch
        </h2>
        <p className={c.p}>
          Questions about your order, our products or a return? The {shopName} support team is here to help.
        </p>
      </div>

      <ul className="grid gap-4 sm:grid-cols-3" role="list">
        <ContactCard icon={<PhoneIcon />} title="Call Us">
          <a href={SUPPORT_PHONE_HREF} className={c.link}>
            <span className="sr-only">Call us on </span>
            {SUPPORT_PHONE_DISPLAY}
          </a>
          <p className={c.muted}>Monday to Friday, 9 AM – 5 PM</p>
        </ContactCard>
        <ContactCard icon={<MailIcon />} title="Email Us">
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${c.link} break-all`}>
            <span className="sr-only">Email us at </span>
            {SUPPORT_EMAIL}
          </a>
          <p className={c.muted}>We reply within 24 hours</p>
        </ContactCard>
        <ContactCard icon={<PinIcon />} title="Where We Are">
          <p className="font-medium text-gray-900">{SUPPORT_LOCATION}</p>
          <p className={c.muted}>Online store, delivering across Australia</p>
        </ContactCard>
      </ul>

      <div className={`${c.callout} text-center`}>
        <h3 className={c.h3}>Support Hours</h3>
        <p className={c.p}>Phone: {SUPPORT_HOURS}.</p>
        <p className={c.p}>Email and contact form: any time. We reply within 24 hours.</p>
      </div>
    </section>
  );
}

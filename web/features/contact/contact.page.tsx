import { SERVICE_TIMES } from '../../../core/shared/business-claims.js';
import { telLink, warehouseLine } from '../../../core/shared/business-identity.js';
import { ContactForm } from './contact-form.js';
import { SupportHours } from '../../ui/support-hours.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { useIdentity, useWhatsappLink } from '../../site/site-config.js';
import { PageHero } from '../../ui/page-hero.js';

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X', href: 'https://x.com/' },
];

function ContactCard({
  title,
  detail,
  href,
  action,
  external = false,
}: {
  title: string;
  detail: string;
  href: string;
  action: string;
  external?: boolean;
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-5">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 break-words text-slate-700">{detail}</p>
      <a
        href={href}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
        className="mt-3 inline-block font-medium text-brand-700 underline"
      >
        {action}
      </a>
    </div>
  );
}

function ContactCards() {
  const identity = useIdentity();
  const whatsapp = useWhatsappLink();
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:grid-cols-3">
      <ContactCard
        title="WhatsApp"
        detail="The fastest way to reach us"
        href={whatsapp}
        action="Chat on WhatsApp"
        external
      />
      <ContactCard
        title="Phone"
        detail={identity.supportPhone}
        href={telLink(identity.supportPhone)}
        action="Call us"
      />
      <ContactCard
        title="E-mail"
        detail={identity.supportEmail}
        href={`mailto:${identity.supportEmail}`}
        action="Write to us"
      />
    </div>
  );
}

/** Support hours, the warehouse on a map, and where we post. */
function ContactAside() {
  const identity = useIdentity();
  const mapUrl = `https://www.google.com/maps?q=${encodeURIComponent(warehouseLine(identity))}&output=embed`;
  return (
    <aside className="space-y-8">
      <section aria-labelledby="hours-heading">
        <h2 id="hours-heading" className="text-xl font-bold text-slate-900">
          Support hours
        </h2>
        <SupportHours className="mt-3 space-y-3 text-sm text-slate-700" />
      </section>
      <section aria-labelledby="office-heading">
        <h2 id="office-heading" className="text-xl font-bold text-slate-900">
          Our US warehouse
        </h2>
        <p className="mt-2 text-sm text-slate-700">{warehouseLine(identity)}</p>
        <iframe
          title="Map of our US warehouse"
          src={mapUrl}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="mt-3 h-56 w-full rounded-lg border border-slate-200"
        />
      </section>
      <section aria-labelledby="social-heading">
        <h2 id="social-heading" className="text-xl font-bold text-slate-900">
          Follow us
        </h2>
        <ul className="mt-2 flex gap-4 text-sm">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

export default function ContactPage() {
  usePageMeta(
    'Contact Us',
    `Talk to us on WhatsApp, by phone or by e-mail. We respond ${SERVICE_TIMES.supportReply.range}.`,
  );
  return (
    <>
      <PageHero
        title="Get in Touch"
        intro={
          <>
            Questions about a parcel, a price or your account? Send us a message and we&apos;ll respond{' '}
            {SERVICE_TIMES.supportReply.range}.
          </>
        }
      />

      <ContactCards />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="message-heading">
          <h2 id="message-heading" className="text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </section>
        <ContactAside />
      </div>
    </>
  );
}

import { Link } from 'react-router-dom';
import { telLink } from '../../../core/shared/business-identity.js';
import { ShippingCalculator } from './shipping-calculator.js';
import { useQuotePageMeta } from './shared-quote.js';
import { useSiteConfig, useWhatsappLink } from '../../site/site-config.js';
import { webApplication } from '../../site/structured-data.js';

const TITLE = 'Shipping calculator';
const DESCRIPTION =
  'Work out what your US parcel costs to fly to Kenya, and compare it with other forwarders.';

/** A compact calculator page for sharing by link, with a way back to the full site and to a person. */
export default function CalcPage() {
  const site = useSiteConfig();
  const { identity } = site;
  const whatsapp = useWhatsappLink();
  useQuotePageMeta(TITLE, DESCRIPTION, [webApplication(site, '/calc', TITLE, DESCRIPTION)]);
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-bold text-brand-800">{identity.brandName} calculator</h1>
        <Link to="/" className="whitespace-nowrap text-sm font-medium text-brand-700 underline">
          View Full Site
        </Link>
      </div>
      <div className="mt-4">
        <ShippingCalculator source="calc" compact shareable />
      </div>
      <section aria-label="Talk to us" className="mt-6 rounded-xl bg-brand-50 p-4">
        <p className="font-semibold">Questions? Talk to a person.</p>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <a
            href={telLink(identity.supportPhone)}
            className="rounded-md bg-white px-3 py-2 text-center font-medium text-brand-800 shadow-sm"
          >
            Call {identity.supportPhone}
          </a>
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md bg-[#25D366] px-3 py-2 text-center font-medium text-slate-950 shadow-sm"
          >
            WhatsApp
          </a>
        </div>
      </section>
    </div>
  );
}

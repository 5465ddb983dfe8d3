import { useLocation } from 'react-router-dom';
import type { ShippingResult } from '../../../core/shipping/shipping-result.schema.js';
import { useSiteConfig } from '../../site/site-config.js';
import { copyText } from '../../ui/copy-text.js';
import { toast } from '../../ui/toast-store.js';
import { usd, weightLabel } from './format.js';
import { QUOTE_ANCHOR } from './shared-quote.js';

/** The quote's own address (this page, its inputs, the calculator) and the message that carries it. */
function useShareable(result: ShippingResult, query: string) {
  const { identity, publicUrl } = useSiteConfig();
  const { pathname } = useLocation();
  const link = new URL(`${pathname}?${query}#${QUOTE_ANCHOR}`, publicUrl).toString();
  const message = `Shipping ${weightLabel(result.chargeableWeight)} from the USA to Kenya with ${identity.brandName}: ${usd(result.cost.total)} (${result.cost.transit}).`;
  return { link, message };
}

/** Sends the quote over WhatsApp, or copies its link: whoever opens it sees the same result. */
export function ShareQuote({ result, query }: { result: ShippingResult; query: string }) {
  const { link, message } = useShareable(result, query);
  return <ShareButtons link={link} message={message} />;
}

/** A result's link, sent over WhatsApp with a message or copied: every calculator shares the same way. */
export function ShareButtons({ link, message }: { link: string; message: string }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <span className="font-medium text-slate-800 dark:text-slate-200">Share this quote:</span>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-md bg-[#25D366] px-3 py-1.5 font-semibold text-slate-900"
      >
        WhatsApp<span className="sr-only"> this quote</span>
      </a>
      <button
        type="button"
        onClick={() =>
          void copyText(link).then((copied) =>
            toast(
              copied
                ? {
                    title: 'Link copied',
                    description: 'Whoever opens it sees this quote.',
                    variant: 'success',
                  }
                : { title: 'Copy failed', description: link, variant: 'destructive' },
            ),
          )
        }
        className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 dark:border-slate-600 dark:text-slate-100"
      >
        Copy link<span className="sr-only"> to this quote</span>
      </button>
    </div>
  );
}

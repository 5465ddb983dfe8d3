import { useLocation } from 'react-router-dom';
import type { ShippingResult } from '../../../core/shipping/shipping-result.schema.js';
import { useSiteConfig } from '../../site/site-config.js';
import { ShareButtons } from '../../ui/share-buttons.js';
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

import type { BuyForMeQuote } from '../../../core/products/buy-for-me-quote.js';
import { useIdentity, useWhatsappLink } from '../../site/site-config.js';
import { copyText } from '../../ui/copy-text.js';
import { toast } from '../../ui/toast-store.js';
import { type OrderItem, orderMessage } from './order-message.js';
import { Button, buttonClass } from '../../ui/button.js';

const withText = (link: string, text: string) =>
  link.replace(/text=[^&]*/, `text=${encodeURIComponent(text)}`);

/** Send the order by WhatsApp or e-mail with every detail filled in, or copy it. */
export function OrderActions({ item, quote }: { item: OrderItem; quote: BuyForMeQuote }) {
  const identity = useIdentity();
  const message = orderMessage(item, quote);
  const whatsapp = withText(useWhatsappLink(), message);
  const mail = `mailto:${identity.supportEmail}?subject=${encodeURIComponent(`Buy for Me order: ${item.title}`)}&body=${encodeURIComponent(message)}`;
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row">
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ variant: 'whatsapp' })}
      >
        Order on WhatsApp
      </a>
      <a href={mail} className={buttonClass()}>
        Order by e-mail
      </a>
      <Button
        variant="quiet"
        onClick={() => {
          void copyText(message).then((copied) =>
            toast(
              copied
                ? { title: 'Order details copied to clipboard!', variant: 'success' }
                : { title: 'Copy failed. Please long-press to copy on mobile.', variant: 'destructive' },
            ),
          );
        }}
      >
        Copy order details
      </Button>
    </div>
  );
}

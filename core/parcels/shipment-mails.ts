import type { AccountMailContext } from '../accounts/account-mails.js';
import type { User } from '../accounts/user.js';
import { composeMail } from '../mail/compose.js';
import type { OutgoingMail } from '../mail/mail.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import { formatUsd } from '../shared/money.js';
import { dashboardUrl, howToPayText } from './parcel-charge.js';
import type { Shipment } from './shipment.js';

/** What packing did: the box, its parcels, its one charge and what travelling together saved; what comes next. */
export function shipmentPackedMail(ctx: AccountMailContext, owner: User, shipment: Shipment): OutgoingMail {
  const saved = shipment.separateCents - shipment.chargeCents;
  const fields: [string, string][] = [
    ['Box', shipment.number],
    ['Parcels in it', shipment.parcels.join(', ')],
    ['Chargeable weight', `${shipment.weights.chargeableKg.toFixed(2)} kg`],
    ['Shipping charge', formatUsd(shipment.chargeCents)],
    ['Charged one by one, they came to', formatUsd(shipment.separateCents)],
    ...(saved > 0 ? ([['You saved', formatUsd(saved)]] as [string, string][]) : []),
  ];
  return composeMail(
    owner.email,
    `Your parcels are packed together: box ${shipment.number} | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          `Hello ${greetingName(owner.firstName)},`,
          'We packed the parcels you asked to travel together into one box. Their own charges are cancelled on your statement, and the box is charged once.',
        ],
      },
      {
        fields,
        paragraphs: [
          `The box leaves on our next departure, and we mail you at each step. ${howToPayText(owner.destination)} before it is handed over.`,
        ],
        button: { label: 'See your parcels', url: dashboardUrl(ctx.siteUrl) },
      },
    ],
    { brand: ctx },
  );
}

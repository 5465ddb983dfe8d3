import type { AccountMailContext } from '../accounts/account-mails.js';
import type { User } from '../accounts/user.js';
import { composeMail, greeting } from '../mail/compose.js';
import type { Language } from '../shared/language.js';
import type { OutgoingMail } from '../mail/mail.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import { formatUsd } from '../shared/money.js';
import { dashboardUrl, howToPayText } from './parcel-charge.js';
import type { Shipment } from './shipment.js';

const WORDS = {
  en: {
    subject: (box: string) => `Your parcels are packed together: box ${box}`,
    packed:
      'We packed the parcels you asked to travel together into one box. Their own charges are cancelled on your statement, and the box is charged once.',
    labels: [
      'Box',
      'Parcels in it',
      'Chargeable weight',
      'Shipping charge',
      'Charged one by one, they came to',
      'You saved',
    ],
    next: (howToPay: string) =>
      `The box leaves on our next departure, and we mail you at each step. ${howToPay} before it is handed over.`,
    button: 'See your parcels',
  },
  sw: {
    subject: (box: string) => `Vifurushi vyako vimefungwa pamoja: sanduku ${box}`,
    packed:
      'Tumefunga katika sanduku moja vifurushi ulivyoomba visafiri pamoja. Gharama zake za awali zimefutwa kwenye taarifa ya akaunti yako, na sanduku linatozwa mara moja tu.',
    labels: [
      'Sanduku',
      'Vifurushi vilivyomo',
      'Uzito unaotozwa',
      'Gharama ya usafirishaji',
      'Vikitozwa kimoja kimoja, vingegharimu',
      'Umeokoa',
    ],
    next: (howToPay: string) =>
      `Sanduku litaondoka kwa safari yetu ijayo, na tutakuarifu kwa barua pepe kila hatua. ${howToPay} kabla halijakabidhiwa kwako.`,
    button: 'Tazama vifurushi vyako',
  },
} as const satisfies Record<Language, unknown>;

/** What packing did: the box, its parcels, its one charge and what travelling together saved; what comes next. */
export function shipmentPackedMail(ctx: AccountMailContext, owner: User, shipment: Shipment): OutgoingMail {
  const words = WORDS[owner.language];
  const [box, inIt, weight, charge, separate, savedLabel] = words.labels;
  const saved = shipment.separateCents - shipment.chargeCents;
  const fields: [string, string][] = [
    [box, shipment.number],
    [inIt, shipment.parcels.join(', ')],
    [weight, `${shipment.weights.chargeableKg.toFixed(2)} kg`],
    [charge, formatUsd(shipment.chargeCents)],
    [separate, formatUsd(shipment.separateCents)],
    ...(saved > 0 ? ([[savedLabel, formatUsd(saved)]] as [string, string][]) : []),
  ];
  return composeMail(
    owner.email,
    `${words.subject(shipment.number)} | ${ctx.brandName}`,
    [
      { paragraphs: [greeting(greetingName(owner.firstName), owner.language), words.packed] },
      {
        fields,
        paragraphs: [words.next(howToPayText(owner.destination, owner.language))],
        button: { label: words.button, url: dashboardUrl(ctx.siteUrl) },
      },
    ],
    { brand: ctx, language: owner.language },
  );
}

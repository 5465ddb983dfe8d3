import type { AccountMailContext } from '../accounts/account-mails.js';
import type { User } from '../accounts/user.js';
import { composeMail } from '../mail/compose.js';
import type { OutgoingMail } from '../mail/mail.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import { formatUsd } from '../shared/money.js';
import { type Parcel, STATUS_TEXT } from './parcel.js';

/** The notice a customer gets at each step of a parcel's way: what happened, and the dashboard to see it. */
export function parcelNoticeMail(ctx: AccountMailContext, owner: User, parcel: Parcel): OutgoingMail {
  const received = parcel.status === 'received';
  const fields: [string, string][] = [
    ['Parcel', parcel.number],
    ['Tracking number', `${parcel.trackingNumber} (${parcel.carrier})`],
    ['Status', STATUS_TEXT[parcel.status]],
    ...(received
      ? ([
          ['Chargeable weight', `${parcel.weights.chargeableKg.toFixed(2)} kg`],
          [
            'Shipping charge',
            parcel.savingCents > 0
              ? `${formatUsd(parcel.chargeCents)} (${formatUsd(parcel.savingCents)} pre-alert saving taken off)`
              : formatUsd(parcel.chargeCents),
          ],
        ] as [string, string][])
      : []),
  ];
  return composeMail(
    owner.email,
    `${STATUS_TEXT[parcel.status]}: parcel ${parcel.number} | ${ctx.brandName}`,
    [
      { paragraphs: [`Hello ${greetingName(owner.firstName)},`, `${STATUS_TEXT[parcel.status]}.`] },
      {
        fields,
        button: { label: 'See your parcels', url: new URL('/dashboard', ctx.siteUrl).toString() },
      },
    ],
    { brand: ctx },
  );
}

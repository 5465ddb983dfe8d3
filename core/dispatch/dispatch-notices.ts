import type { AccountMailContext } from '../accounts/account-mails.js';
import { doorLine, pointLine, type DoorAddress } from '../delivery/delivery-choice.js';
import { composeMail } from '../mail/compose.js';
import type { OutgoingMail } from '../mail/mail.ports.js';
import { formatWeekdayDate } from '../shared/calendar.js';
import { type Cents, formatUsd } from '../shared/money.js';
import type { PickupPoint } from '../shared/pickup-points.js';
import { FAILURE_REASON_TEXT, type FailureReason, type Rider } from './dispatch.js';

/** Whom a notice goes to, and about what. */
export interface NoticeSubject {
  email: string;
  ownerName: string;
  reference: string;
  dueCents: Cents;
}

const hello = (name: string) => `Hello ${name.split(' ')[0] || 'there'},`;
/** Where the customer confirms or changes their door: the dashboard's delivery card. */
export const deliveryChoiceUrl = (ctx: AccountMailContext): string =>
  new URL('/dashboard#delivery', ctx.siteUrl).toString();
const dueLine = (dueCents: Cents) =>
  dueCents > 0
    ? [
        `${formatUsd(dueCents)} is still owed: pay it on your dashboard before the rider comes, so they can hand it over.`,
      ]
    : [];

/** A rider is bringing the shipment on a day: who, their phone, the day and the door. */
export function riderAssignedMail(
  ctx: AccountMailContext,
  to: NoticeSubject,
  rider: Pick<Rider, 'name' | 'phone'>,
  day: string,
  address: DoorAddress,
): OutgoingMail {
  const when = formatWeekdayDate(day);
  return composeMail(
    to.email,
    `${to.reference} comes to your door on ${when} | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          hello(to.ownerName),
          `Our rider ${rider.name} brings ${to.reference} to your door on ${when}. They will call you on the way.`,
        ],
      },
      {
        fields: [
          ['Rider', rider.name],
          ["Rider's phone", rider.phone],
          ['Day', when],
          ['Address', doorLine(address)],
        ],
        paragraphs: dueLine(to.dueCents),
      },
    ],
    { brand: ctx },
  );
}

/** A door delivery failed: why, the next try, and the link to confirm or change the address. */
export function deliveryFailedMail(
  ctx: AccountMailContext,
  to: NoticeSubject,
  failure: { reason: FailureReason; day: string; nextDay: string; attempt: number },
  address: DoorAddress,
): OutgoingMail {
  return composeMail(
    to.email,
    `We could not deliver ${to.reference} | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          hello(to.ownerName),
          `Our rider could not deliver ${to.reference} on ${formatWeekdayDate(failure.day)}: ${FAILURE_REASON_TEXT[failure.reason]}. We will try again from ${formatWeekdayDate(failure.nextDay)} (attempt ${String(failure.attempt + 1)} of 3).`,
          `Please confirm your address, or change it, on your dashboard: ${doorLine(address)}.`,
        ],
        button: { label: 'Confirm or change the address', url: deliveryChoiceUrl(ctx) },
        notes: ['After a third failed delivery, your shipment goes to the pickup point nearest you.'],
      },
    ],
    { brand: ctx },
  );
}

/** The third failure: the shipment waits at the nearest pickup point instead. */
export function movedToPointMail(
  ctx: AccountMailContext,
  to: NoticeSubject,
  failure: { reason: FailureReason; day: string },
  point: PickupPoint,
): OutgoingMail {
  return composeMail(
    to.email,
    `${to.reference} waits for you at ${point.name} | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          hello(to.ownerName),
          `Our rider could not deliver ${to.reference} on ${formatWeekdayDate(failure.day)}: ${FAILURE_REASON_TEXT[failure.reason]}. That was the third try, so we have moved it to the pickup point nearest you. Collect it there with your collection code.`,
        ],
      },
      { fields: [['Pickup point', pointLine(point)]], paragraphs: dueLine(to.dueCents) },
    ],
    { brand: ctx },
  );
}

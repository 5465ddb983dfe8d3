import type { AccountMailContext } from '../accounts/account-mails.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import type { User } from '../accounts/user.js';
import { KENYA_DUTY_TEXT } from '../customs/kra-assessment.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { composeMail } from '../mail/compose.js';
import type { MailComposer, MailToComposeFor, OutgoingMail } from '../mail/mail.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import { dashboardUrl, dueForParcels, howToPayText } from '../parcels/parcel-charge.js';
import { type Cents, formatUsd } from '../shared/money.js';
import type { Flight, FlightShipment } from './flight.js';
import { FLIGHT_SOURCES } from './flight-ledger-sources.js';
import type { FlightRepository } from './flights.ports.js';
import { ownersCargo } from './owners-cargo.js';

/** The kind of queued mail telling a customer KRA's assessment of their shipments, imported after clearing. */
export const DUTY_NOTICE = 'flight-duty-notice';

/** The key: the flight, the owner and when the import ran (an import that posts nothing queues none). */
const dutyKey = (flightId: string, ownerId: string, at: Date): string =>
  `${flightId}/${ownerId}/${String(at.getTime())}`;

function readDutyKey(key: string): { flightId: string; ownerId: string } | undefined {
  const [flightId = '', ownerId = '', millis = '', ...rest] = key.split('/');
  return flightId === '' || ownerId === '' || !/^\d+$/.test(millis) || rest.length > 0
    ? undefined
    : { flightId, ownerId };
}

/** One notice per owner (an owner gone: none). */
export const dutyNotices = (
  flightId: string,
  owners: readonly Pick<User, 'id' | 'email'>[],
  at: Date,
): MailToComposeFor[] =>
  owners.map((o) => ({ to: o.email, kind: DUTY_NOTICE, key: dutyKey(flightId, o.id, at) }));

/** A shipment's assessed duty and taxes, as charged. */
export interface AssessedDuty {
  reference: string;
  amountCents: Cents;
}

/** The duty and taxes charged on each of these shipments of the flight, in their order (none: not assessed yet). */
export async function assessedDutiesOf(
  ledger: LedgerRepository,
  flightId: string,
  shipments: readonly Pick<FlightShipment, 'reference'>[],
): Promise<AssessedDuty[]> {
  const entries = await Promise.all(
    shipments.map((s) => ledger.findBySource(FLIGHT_SOURCES.dutyAssessment(flightId, s.reference))),
  );
  return entries.flatMap((e, i) =>
    e && e.reversedBy === null
      ? [{ reference: shipments[i]?.reference ?? '', amountCents: e.amountCents }]
      : [],
  );
}

/** What each parcel of the shipments is, for what is due: a box's parcels go with their box. */
export const parcelsOfShipments = (shipments: readonly FlightShipment[]) =>
  shipments.flatMap((s) =>
    s.parcels.map((number) => ({ number, shipmentNumber: s.kind === 'box' ? s.reference : null })),
  );

/** The sentences every notice of an assessment says: whose charges these are, and what our estimate was. */
export const DUTY_EXPLAINED = KENYA_DUTY_TEXT;

/** The notice of an assessment imported after the flight cleared: the charges, what is due, and how to pay. */
export function dutyNoticeMail(
  ctx: AccountMailContext,
  owner: User,
  flight: Flight,
  duties: readonly AssessedDuty[],
  dueCents: Cents,
): OutgoingMail {
  const one = duties.length === 1;
  return composeMail(
    owner.email,
    `Kenya duty and taxes on your ${one ? 'shipment' : 'shipments'} from flight ${flight.flightNumber} | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          `Hello ${greetingName(owner.firstName)},`,
          `KRA has assessed the duty and taxes on your ${one ? 'shipment' : 'shipments'} ${duties.map((d) => d.reference).join(', ')} from flight ${flight.flightNumber}, and we have added ${one ? 'it' : 'them'} to your account.`,
          DUTY_EXPLAINED,
          dueCents > 0
            ? `${howToPayText(owner.destination)} before you collect, or before our rider delivers: we hand your parcels over once it is paid.`
            : 'Your account already covers it: nothing more is due before handover.',
        ],
      },
      {
        fields: [
          ...duties.map((d): [string, string] => [
            `Duty and taxes on ${d.reference}`,
            formatUsd(d.amountCents),
          ]),
          ['Due before handover', dueCents > 0 ? formatUsd(dueCents) : 'Nothing: it is paid'],
        ],
        button: { label: 'Pay on your dashboard', url: dashboardUrl(ctx.siteUrl) },
      },
    ],
    { brand: ctx },
  );
}

/** Writes the notice when sent: the owner's shipments on the flight with a charge, and what is due then. */
export function dutyNoticeComposer(
  ctx: AccountMailContext,
  reads: { flights: FlightRepository; users: UserRepository; ledger: LedgerRepository },
): MailComposer {
  return async (key) => {
    const k = readDutyKey(key);
    if (!k) return undefined;
    const read = await ownersCargo(reads, k.flightId, k.ownerId);
    if (!read) return undefined;
    const { flight, owner, mine } = read;
    const duties = await assessedDutiesOf(reads.ledger, flight.id, mine);
    if (duties.length === 0) return undefined;
    const dueCents = await dueForParcels(reads.ledger, owner.id, parcelsOfShipments(mine));
    return dutyNoticeMail(ctx, owner, flight, duties, dueCents);
  };
}

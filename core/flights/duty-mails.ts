import type { AccountMailContext } from '../accounts/account-mails.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import type { User } from '../accounts/user.js';
import { KENYA_DUTY_TEXT } from '../customs/kra-assessment.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { composeMail, greeting } from '../mail/compose.js';
import type { Language } from '../shared/language.js';
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
export const DUTY_EXPLAINED: Readonly<Record<Language, string>> = {
  en: KENYA_DUTY_TEXT,
  sw: 'Ushuru na kodi za kuingiza bidhaa (ushuru wa forodha, VAT, IDF, RDL, ushuru wa bidhaa) ni za Kenya: Mamlaka ya Ushuru Kenya (KRA) huzikadiria katika forodha ya Nairobi vifurushi vyako vinapowasili. Sisi tunazilipa KRA kwa niaba yako, nawe unatulipa kabla vifurushi vyako havijaachiliwa. Makadirio yetu kutokana na bidhaa unazotaja ni ya kukisia tu; kiasi halisi ni tathmini ya KRA, ambayo tunaionyesha kwenye kifurushi chako forodha ikishaifanya.',
};

const WORDS = {
  en: {
    yours: (one: boolean) => (one ? 'shipment' : 'shipments'),
    subject: (yours: string, flight: string) => `Kenya duty and taxes on your ${yours} from flight ${flight}`,
    assessed: (yours: string, refs: string, flight: string, one: boolean) =>
      `KRA has assessed the duty and taxes on your ${yours} ${refs} from flight ${flight}, and we have added ${one ? 'it' : 'them'} to your account.`,
    owing: (howToPay: string) =>
      `${howToPay} before you collect, or before our rider delivers: we hand your parcels over once it is paid.`,
    covered: 'Your account already covers it: nothing more is due before handover.',
    dutyOn: (reference: string) => `Duty and taxes on ${reference}`,
    due: 'Due before handover',
    nothing: 'Nothing: it is paid',
    button: 'Pay on your dashboard',
  },
  sw: {
    yours: (one: boolean) => (one ? 'mzigo wako' : 'mizigo yako'),
    subject: (yours: string, flight: string) => `Ushuru na kodi za Kenya kwa ${yours} kutoka ndege ${flight}`,
    assessed: (yours: string, refs: string, flight: string) =>
      `KRA imekadiria ushuru na kodi za ${yours} ${refs} kutoka ndege ${flight}, nasi tumeziongeza kwenye akaunti yako.`,
    owing: (howToPay: string) =>
      `${howToPay} kabla ya kuchukua, au kabla msambazaji wetu hajakuletea: tutakukabidhi vifurushi vyako mara vitakapolipiwa.`,
    covered: 'Akaunti yako tayari inatosheleza kiasi hiki: hakuna zaidi kinachodaiwa kabla ya kukabidhiwa.',
    dutyOn: (reference: string) => `Ushuru na kodi kwa ${reference}`,
    due: 'Kinachodaiwa kabla ya kukabidhiwa',
    nothing: 'Hakuna: kila kitu kimelipwa',
    button: 'Lipa kwenye dashibodi yako',
  },
} as const satisfies Record<Language, unknown>;

/** The notice of an assessment imported after the flight cleared: the charges, what is due, and how to pay. */
export function dutyNoticeMail(
  ctx: AccountMailContext,
  owner: User,
  flight: Flight,
  duties: readonly AssessedDuty[],
  dueCents: Cents,
): OutgoingMail {
  const { language } = owner;
  const words = WORDS[language];
  const one = duties.length === 1;
  const yours = words.yours(one);
  const refs = duties.map((d) => d.reference).join(', ');
  return composeMail(
    owner.email,
    `${words.subject(yours, flight.flightNumber)} | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          greeting(greetingName(owner.firstName), language),
          words.assessed(yours, refs, flight.flightNumber, one),
          DUTY_EXPLAINED[language],
          dueCents > 0 ? words.owing(howToPayText(owner.destination, language)) : words.covered,
        ],
      },
      {
        fields: [
          ...duties.map((d): [string, string] => [words.dutyOn(d.reference), formatUsd(d.amountCents)]),
          [words.due, dueCents > 0 ? formatUsd(dueCents) : words.nothing],
        ],
        button: { label: words.button, url: dashboardUrl(ctx.siteUrl) },
      },
    ],
    { brand: ctx, language },
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

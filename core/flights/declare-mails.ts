import type { AccountMailContext } from '../accounts/account-mails.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import type { User } from '../accounts/user.js';
import { composeMail, greeting } from '../mail/compose.js';
import type { Language } from '../shared/language.js';
import type { MailComposer, MailToComposeFor, OutgoingMail } from '../mail/mail.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import { dashboardUrl } from '../parcels/parcel-charge.js';
import { SHIPMENT_NUMBER } from '../parcels/parcels.schema.js';
import type { ParcelContentsRepository, ParcelRepository } from '../parcels/parcels.ports.js';
import type { Flight, FlightShipment } from './flight.js';
import type { FlightRepository } from './flights.ports.js';

/** The kind of queued mail asking an owner to declare a shipment's contents for the manifest. */
export const DECLARE_CONTENTS = 'flight-declare-contents';

/** The key: the flight and the shipment (each shipment is on one flight, which closes once: one mail each). */
const declareKey = (flightId: string, reference: string): string => `${flightId}/${reference}`;

function readDeclareKey(key: string): { flightId: string; reference: string } | undefined {
  const [flightId = '', reference = '', ...rest] = key.split('/');
  return flightId === '' || reference === '' || rest.length > 0 ? undefined : { flightId, reference };
}

/** One mail per undeclared shipment, to its owner (an owner gone: none). */
export const declareRequests = (
  flightId: string,
  undeclared: readonly FlightShipment[],
  owners: ReadonlyMap<string, Pick<User, 'email'>>,
): MailToComposeFor[] =>
  undeclared.flatMap((s) => {
    const owner = owners.get(s.ownerId);
    return owner ? [{ to: owner.email, kind: DECLARE_CONTENTS, key: declareKey(flightId, s.reference) }] : [];
  });

const WORDS = {
  en: {
    listed: (numbers: readonly string[]) =>
      numbers.length === 1 ? `parcel ${numbers[0] ?? ''}` : `parcels ${numbers.join(', ')}`,
    subject: (listed: string) => `Please declare what is in ${listed}`,
    why: (listed: string, one: boolean, flight: Flight) =>
      `Your ${listed} ${one ? 'is' : 'are'} on flight ${flight.flightNumber} to ${flight.destination}, but we do not know what ${one ? 'it holds' : 'they hold'}. Customs clears ${one ? 'it' : 'them'} by the manifest we give the clearing agent, which lists each parcel's goods and their value: until you declare them, ${one ? 'it is' : 'they are'} listed as undeclared, which can hold ${one ? 'it' : 'them'} at customs.`,
    how: 'On your dashboard, declare each item: what it is, its category, how many, and its value in US dollars.',
    parcels: 'Parcels',
    flight: 'Flight',
    route: (flight: Flight) => `${flight.flightNumber}, ${flight.origin} to ${flight.destination}`,
    button: 'Declare the contents',
  },
  sw: {
    listed: (numbers: readonly string[]) =>
      numbers.length === 1 ? `kifurushi ${numbers[0] ?? ''}` : `vifurushi ${numbers.join(', ')}`,
    subject: (listed: string) => `Tafadhali taja kilichomo katika ${listed}`,
    why: (listed: string, one: boolean, flight: Flight) => {
      const k = one ? 'ki' : 'vi';
      return `${one ? 'Kifurushi chako' : 'Vifurushi vyako'} ${listed.replace(/^\S+ /, '')} ${k}ko kwenye ndege ${flight.flightNumber} kwenda ${flight.destination}, lakini hatujui ${one ? 'kilichomo' : 'vilivyomo'}. Forodha hu${k}pitisha kwa orodha ya mizigo (manifest) tunayompa wakala wa forodha, inayotaja bidhaa za kila kifurushi na thamani yake: usipozitaja, ${k}taorodheshwa kuwa havijatajwa, na hilo linaweza kusababisha ${k}zuiliwe forodhani.`;
    },
    how: 'Kwenye dashibodi yako, taja kila bidhaa: ni nini, aina yake, idadi, na thamani yake kwa dola za Marekani.',
    parcels: 'Vifurushi',
    flight: 'Ndege',
    route: (flight: Flight) => `${flight.flightNumber}, kutoka ${flight.origin} hadi ${flight.destination}`,
    button: 'Taja kilichomo',
  },
} as const satisfies Record<Language, unknown>;

/** What the mail asks, in the owner's language: declare what is in these parcels, which the agent's manifest lists. */
export function declareContentsMail(
  ctx: AccountMailContext,
  owner: User,
  flight: Flight,
  numbers: readonly string[],
): OutgoingMail {
  const words = WORDS[owner.language];
  const listed = words.listed(numbers);
  return composeMail(
    owner.email,
    `${words.subject(listed)} | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          greeting(greetingName(owner.firstName), owner.language),
          words.why(listed, numbers.length === 1, flight),
          words.how,
        ],
      },
      {
        fields: [
          [words.parcels, numbers.join(', ')],
          [words.flight, words.route(flight)],
        ],
        button: { label: words.button, url: dashboardUrl(ctx.siteUrl) },
      },
    ],
    { brand: ctx, language: owner.language },
  );
}

/**
 * Writes the request when it is sent: nothing when every parcel was declared meanwhile, or it is no longer on the
 * flight. Reads the one shipment (its parcels by its number), not the flight's whole cargo: a flight closing with
 * many undeclared shipments sends many of these.
 */
export function declareContentsComposer(
  ctx: AccountMailContext,
  reads: {
    flights: FlightRepository;
    users: UserRepository;
    parcels: ParcelRepository;
    parcelContents: ParcelContentsRepository;
  },
): MailComposer {
  return async (key) => {
    const k = readDeclareKey(key);
    if (!k) return undefined;
    const [flight, on] = await Promise.all([
      reads.flights.find(k.flightId),
      reads.flights.flightOf(k.reference),
    ]);
    if (!flight || on !== flight.id) return undefined;
    const parcels = SHIPMENT_NUMBER.test(k.reference)
      ? await reads.parcels.inShipment(k.reference)
      : [await reads.parcels.findByNumber(k.reference)].filter((p) => p !== undefined);
    const ownerId = parcels[0]?.userId;
    if (ownerId === undefined || ownerId === null) return undefined;
    const numbers = parcels.map((p) => p.number);
    const [owner, contents] = await Promise.all([
      reads.users.findById(ownerId),
      reads.parcelContents.findEach(numbers),
    ]);
    const undeclared = numbers.filter((n) => (contents.get(n)?.items.length ?? 0) === 0);
    if (!owner || undeclared.length === 0) return undefined;
    return declareContentsMail(ctx, owner, flight, undeclared);
  };
}

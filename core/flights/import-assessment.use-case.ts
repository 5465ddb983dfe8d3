import type { AccountsPorts } from '../accounts/accounts.ports.js';
import { newLedgerEntry } from '../ledger/ledger-entry.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { Clock } from '../shared/clock.js';
import { type ExchangeRate, rateNote } from '../shared/exchange-rate.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { dutyNotices } from './duty-mails.js';
import type { AssessmentReport, ChargedAssessmentLine, RefusedAssessmentLine } from './assessment-format.js';
import {
  type AssessmentLine,
  assessedCents,
  partsText,
  readAssessmentFile,
  totalOf,
  totalText,
} from './duty-assessment.js';
import type { Flight, FlightShipment } from './flight.js';
import { FLIGHT_SOURCES } from './flight-ledger-sources.js';
import { FLIGHT_ERRORS, type FlightError } from './flights.errors.js';
import type { FlightsPorts } from './flights.ports.js';

type ImportError = FlightError<
  'FLIGHTS.NOT_FOUND' | 'FLIGHTS.WRONG_STATE' | 'FLIGHTS.NO_KENYAN_DUTY' | 'FLIGHTS.ASSESSMENT_UNREADABLE'
>;

/** A flight takes the clearing agent's assessment once customs has it: landed, or cleared. */
const ASSESSED_STATES: readonly Flight['state'][] = ['arrived', 'cleared'];

/**
 * The lines that can be charged: each naming a waybill this flight carries, once in the file. A waybill named
 * twice is refused on every line that names it (which amount is right is for staff to say), and nothing is posted
 * for it; the other lines still are.
 */
function judge(
  lines: readonly AssessmentLine[],
  cargo: ReadonlyMap<string, FlightShipment>,
  flight: Flight,
): { charged: { line: AssessmentLine; shipment: FlightShipment }[]; refused: RefusedAssessmentLine[] } {
  const linesOf = new Map<string, number[]>();
  for (const l of lines) linesOf.set(l.hawb, [...(linesOf.get(l.hawb) ?? []), l.line]);
  const charged: { line: AssessmentLine; shipment: FlightShipment }[] = [];
  const refused: RefusedAssessmentLine[] = [];
  for (const line of lines) {
    const shipment = cargo.get(line.hawb);
    const named = linesOf.get(line.hawb) ?? [];
    if (!shipment)
      refused.push({
        line: line.line,
        hawb: line.hawb,
        reason: `${line.hawb} is not a house waybill of flight ${flight.flightNumber} (MAWB ${flight.mawb}): nothing is charged for it. Check the number, or import it with its own flight.`,
      });
    else if (named.length > 1)
      refused.push({
        line: line.line,
        hawb: line.hawb,
        reason: `${line.hawb} is named on lines ${named.join(' and ')}: nothing is charged for it until the file names it once.`,
      });
    else if (totalOf(line) === 0)
      refused.push({
        line: line.line,
        hawb: line.hawb,
        reason: `${line.hawb} is assessed at nothing: there is no charge to post.`,
      });
    else charged.push({ line, shipment });
  }
  return { charged, refused };
}

/**
 * Imports the clearing agent's assessment of a flight that landed at Nairobi: each house waybill's duty, VAT,
 * IDF, RDL and excise posted once as a charge on its shipment (subject: the waybill's number, so the parcel's
 * view and its hand-over count it), shillings turned into cents at the configured rate, rounded up. The ledger's
 * unique source key (`duty-assessment`, `<flight>:<hawb>`) decides what was posted before, not a read: the same
 * file again posts nothing. Once the flight is cleared, each customer with a waybill newly charged is mailed once,
 * in the import's transaction; before, the cleared notice tells them.
 */
export class ImportAssessmentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<FlightsPorts & LedgerPorts & MailPorts & AccountsPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly rate: ExchangeRate,
  ) {}

  execute(flightId: string, text: string, staff: string): Promise<Result<AssessmentReport, ImportError>> {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ flights, ledger, outbox, users }) => {
      const flight = await flights.find(flightId, { lock: true });
      if (!flight) return fail(FLIGHT_ERRORS.notFound);
      if (flight.destination !== 'NBO') return fail(FLIGHT_ERRORS.noKenyanDuty(flight.flightNumber));
      if (!ASSESSED_STATES.includes(flight.state))
        return fail(FLIGHT_ERRORS.wrongState('take a customs assessment before it lands', flight.state));
      const file = readAssessmentFile(text);
      if (!file.ok) return fail(FLIGHT_ERRORS.assessmentUnreadable(file.reason));
      const cargo = new Map((await flights.cargo(flight.id)).map((s) => [s.reference, s]));
      const { charged, refused } = judge(file.lines, cargo, flight);
      const posted: ChargedAssessmentLine[] = [];
      const alreadyPosted: ChargedAssessmentLine[] = [];
      for (const { line, shipment } of charged) {
        const amountCents = assessedCents(line, this.rate);
        const inShillings = line.currency === 'KES';
        const outcome = await ledger.post(
          newLedgerEntry(
            {
              id: this.ids.next(),
              userId: shipment.ownerId,
              kind: 'charge',
              amountCents,
              source: FLIGHT_SOURCES.dutyAssessment(flight.id, line.hawb),
              description: `Kenya's duty and taxes on ${line.hawb}, as KRA assessed them at customs in Nairobi (flight ${flight.flightNumber}): ${partsText(line)}; ${totalText(line)} in all${inShillings ? ` at the ${rateNote(this.rate)}` : ''}`,
              subject: line.hawb,
              postedBy: staff,
              shillings: inShillings
                ? { kes: totalOf(line) / 100, kesPerUsd: this.rate.kesPerUsd, rateDate: this.rate.asOf }
                : null,
            },
            now,
          ),
        );
        const report = {
          line: line.line,
          hawb: line.hawb,
          currency: line.currency,
          total: totalOf(line),
          amountCents,
        };
        (outcome === 'posted' ? posted : alreadyPosted).push(report);
      }
      if (flight.state === 'cleared' && posted.length > 0) {
        const owners = [...new Set(posted.map((p) => cargo.get(p.hawb)?.ownerId ?? ''))];
        await outbox.enqueueToCompose(dutyNotices(flight.id, await users.findByIds(owners), now), now);
      }
      return ok({
        flight,
        posted,
        alreadyPosted,
        refused: [...file.refused, ...refused].sort((a, b) => a.line - b.line),
      });
    });
  }
}

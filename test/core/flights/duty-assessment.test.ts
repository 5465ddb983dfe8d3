import { describe, expect, it } from 'vitest';
import { DUTY_NOTICE, dutyNoticeComposer } from '../../../core/flights/duty-mails.js';
import { assessedCents, readAssessmentFile } from '../../../core/flights/duty-assessment.js';
import type { Flight } from '../../../core/flights/flight.js';
import { FLIGHT_SOURCES } from '../../../core/flights/flight-ledger-sources.js';
import { flightNoticeComposer, flightNoticeKey } from '../../../core/flights/flight-mails.js';
import { ImportAssessmentUseCase } from '../../../core/flights/import-assessment.use-case.js';
import { parcelResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { readyCode } from '../../../core/parcels/collection-notice.js';
import { isClaimed } from '../../../core/parcels/parcel.js';
import { MoveParcelUseCase } from '../../../core/parcels/move-parcel.use-case.js';
import { ViewParcelsUseCase } from '../../../core/parcels/view-parcels.use-case.js';
import type { Clock } from '../../../core/shared/clock.js';
import { DEFAULT_STORAGE_TERMS } from '../../../core/shared/storage-terms.js';
import { countingIds } from '../../support/ids.js';
import { PICKUP_POINTS } from '../../support/pickup-points.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcel } from '../parcels/parcel.mother.js';

const NOW = new Date('2026-12-05T09:00:00.000Z');
const RATE = { kesPerUsd: 129, asOf: '2026-11-01' };
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };
const HEADER = 'hawb,currency,duty,vat,idf,rdl,excise';

/**
 * A flight to Nairobi that has landed, carrying Amina's box KS2000001 (two parcels) and Baraka's lone parcel
 * KP1000003; and an empty one to Juba.
 */
async function landedFlight(state: Flight['state'] = 'arrived') {
  const store = memoryStore();
  let now = NOW;
  const clock: Clock = { now: () => now };
  const amina = aUser({ firstName: 'Amina', isEmailVerified: true });
  const baraka = aUser({ firstName: 'Baraka', isEmailVerified: true });
  const box = 'KS2000001';
  const boxed = [
    aParcel({ number: 'KP1000001', owner: amina, shipmentNumber: box, status: 'arrived' }),
    aParcel({ number: 'KP1000002', owner: amina, shipmentNumber: box, status: 'arrived' }),
  ];
  const lone = aParcel({ number: 'KP1000003', owner: baraka, status: 'arrived' });
  const flight: Flight = {
    id: '00000000-0000-4000-8000-000000000001',
    flightNumber: 'ET509',
    mawb: '706-12345675',
    origin: 'ILG',
    destination: 'NBO',
    etd: new Date('2026-12-03T20:00:00Z'),
    eta: new Date('2026-12-04T16:00:00Z'),
    atd: new Date('2026-12-03T20:00:00Z'),
    ata: new Date('2026-12-04T16:00:00Z'),
    closedAt: new Date('2026-12-03T18:00:00Z'),
    clearedAt: state === 'cleared' ? new Date('2026-12-05T08:00:00Z') : null,
    state,
    createdAt: new Date('2026-12-01T09:00:00Z'),
  };
  const juba: Flight = {
    ...flight,
    id: '00000000-0000-4000-8000-000000000002',
    mawb: '706-12345686',
    destination: 'JUB',
  };
  await store.run(async ({ users, parcels, shipments, flights }) => {
    for (const user of [amina, baraka]) await users.addIfEmailFree(user);
    for (const p of [...boxed, lone]) await parcels.addIfNew(p);
    await parcels.packInto(
      boxed.map((p) => p.number),
      box,
    );
    await shipments.add({
      number: box,
      userId: amina.id,
      accountId: amina.accountId,
      destination: 'kenya',
      parcels: boxed.map((p) => p.number),
      weights: { actualKg: 4, volumetricKg: 1, chargeableKg: 4 },
      dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 },
      freightCents: 0,
      savingCents: 0,
      chargeCents: 0,
      separateCents: 0,
      packedBy: 'desk',
      packedAt: NOW,
    });
    await flights.add(flight);
    await flights.add(juba);
    await flights.load(flight.id, box, NOW);
    await flights.load(flight.id, lone.number, NOW);
  });
  const importer = new ImportAssessmentUseCase(store, clock, countingIds(), RATE);
  const dutyEntries = () =>
    store.ports.ledger
      .listFor(amina.id, { limit: 100 })
      .then(async (mine) => [...mine, ...(await store.ports.ledger.listFor(baraka.id, { limit: 100 }))])
      .then((all) => all.filter((e) => e.source.kind === FLIGHT_SOURCES.dutyAssessment.kind));
  const dutyNoticeKeys = () =>
    store.outboxEntries().flatMap((e) => (e.compose?.kind === DUTY_NOTICE ? [e.compose.key] : []));
  return {
    store,
    flight,
    juba,
    amina,
    baraka,
    box,
    boxed,
    lone,
    importer,
    dutyEntries,
    dutyNoticeKeys,
    wait: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const views = (store: ReturnType<typeof memoryStore>) =>
  new ViewParcelsUseCase(store.ports, {
    siteUrl: 'https://kango.test',
    storageTerms: DEFAULT_STORAGE_TERMS,
    points: PICKUP_POINTS,
    clearanceDays: 2,
    now: () => NOW,
  });

describe('the assessment file', () => {
  it('tolerates a byte-order mark, CRLF, blank lines, a header in any case with spaces, and quoted cells', () => {
    const file = readAssessmentFile(
      `\uFEFF HAWB , Currency,Duty, VAT ,IDF,RDL,Excise\r\nks2000001,kes,"1200.5",2112,350,200,0\r\n\r\nKP1000003,USD,10,16.5,,,\r\n`,
    );
    expect(file).toEqual({
      ok: true,
      refused: [],
      lines: [
        {
          line: 2,
          hawb: 'KS2000001',
          currency: 'KES',
          parts: { duty: 120_050, vat: 211_200, idf: 35_000, rdl: 20_000, excise: 0 },
        },
        {
          line: 4,
          hawb: 'KP1000003',
          currency: 'USD',
          parts: { duty: 1000, vat: 1650, idf: 0, rdl: 0, excise: 0 },
        },
      ],
    });
  });

  it('refuses a malformed line by its number, in a sentence, and reads the others', () => {
    const file = readAssessmentFile(
      [
        HEADER,
        'KS1,EUR,1,1,1,1,1',
        'KS2,KES,1.234,0,0,0,0',
        'KS3,KES,1,2',
        'HELLO,KES,1,1,1,1,1',
        'KS4,USD,1,0,0,0,0',
      ].join('\n'),
    );
    if (!file.ok) throw new Error(file.reason);
    expect(file.lines.map((l) => l.hawb)).toEqual(['KS4']);
    expect(file.refused.map((r) => [r.line, r.reason])).toEqual([
      [2, 'The currency is KES or USD, not "EUR".'],
      [3, expect.stringContaining('The duty is not an amount: "1.234"')],
      [4, expect.stringContaining('This line has 4 columns; it needs 7')],
      [5, expect.stringContaining('The first column is the house waybill')],
    ]);
  });

  it('quotes a refused cell back without the control characters a terminal would obey', () => {
    const file = readAssessmentFile(`${HEADER}\nKS1,\u001b[31mKES,1,0,0,0,0\n`);
    if (!file.ok) throw new Error(file.reason);
    expect(file.refused[0]?.reason).toBe('The currency is KES or USD, not "?[31mKES".');
  });

  it('refuses the whole of a file that is not text, has no header, or is only a header', () => {
    expect(readAssessmentFile('\u0000\u0001PK\u0003\u0004')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not a CSV text file'),
    });
    expect(readAssessmentFile('KS1,KES,1,1,1,1,1')).toMatchObject({
      ok: false,
      reason: expect.stringContaining(HEADER),
    });
    expect(readAssessmentFile(`${HEADER}\n\n`)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no line'),
    });
  });

  it('turns shillings into cents at the rate rounded up (never short of what KRA is paid), dollars as they are', () => {
    const parts = { duty: 350_050, vat: 0, idf: 0, rdl: 0, excise: 0 };
    // KES 3,500.50 at 129 is $27.1356…: $27.14.
    expect(assessedCents({ currency: 'KES', parts }, RATE)).toBe(2714);
    expect(assessedCents({ currency: 'KES', parts: { ...parts, duty: 12_900 } }, RATE)).toBe(100);
    expect(assessedCents({ currency: 'USD', parts: { ...parts, duty: 2_714 } }, RATE)).toBe(2714);
  });
});

describe('importing an assessment', () => {
  it('charges each waybill once on its shipment, by its number; the same file again charges nothing', async () => {
    const { flight, importer, dutyEntries, box, amina, baraka } = await landedFlight();
    const file = [HEADER, `${box},KES,1000,1600,35,20,0`, 'KP1000003,USD,12.34,0,0,0,0'].join('\r\n');
    const first = await importer.execute(flight.id, file, 'staff@kango.test');
    expect(first).toMatchObject({
      ok: true,
      value: {
        posted: [
          // KES 2,655 at 129: $20.5813… rounded up.
          { line: 2, hawb: box, currency: 'KES', total: 265_500, amountCents: 2059 },
          { line: 3, hawb: 'KP1000003', currency: 'USD', total: 1234, amountCents: 1234 },
        ],
        alreadyPosted: [],
        refused: [],
      },
    });
    const entries = await dutyEntries();
    expect(entries.map((e) => [e.userId, e.subject, e.amountCents, e.source.id]).sort()).toEqual(
      [
        [amina.id, box, 2059, `${flight.id}:${box}`],
        [baraka.id, 'KP1000003', 1234, `${flight.id}:KP1000003`],
      ].sort(),
    );
    expect(entries.find((e) => e.subject === box)).toMatchObject({
      kind: 'charge',
      shillings: { kes: 2655, kesPerUsd: 129, rateDate: '2026-11-01' },
      description: expect.stringContaining('KRA assessed'),
    });

    const again = await importer.execute(flight.id, file, 'staff@kango.test');
    expect(again).toMatchObject({ ok: true, value: { posted: [], refused: [] } });
    expect(again.ok && again.value.alreadyPosted.map((l) => l.hawb)).toEqual([box, 'KP1000003']);
    expect(await dutyEntries()).toHaveLength(2);
  });

  it('refuses by line a waybill the flight does not carry and one named twice, and still charges the rest', async () => {
    const { flight, importer, dutyEntries, box } = await landedFlight();
    const answer = await importer.execute(
      flight.id,
      [
        HEADER,
        `${box},USD,1,0,0,0,0`,
        'KS9999999,USD,5,0,0,0,0',
        'KP1000003,USD,2,0,0,0,0',
        `${box},USD,3,0,0,0,0`,
        'KP1000003,XYZ,1,0,0,0,0',
      ].join('\n'),
      'desk',
    );
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.value.posted.map((l) => l.hawb)).toEqual(['KP1000003']);
    expect(answer.value.refused.map((r) => [r.line, r.reason])).toEqual([
      [2, `${box} is named on lines 2 and 5: nothing is charged for it until the file names it once.`],
      [3, expect.stringContaining('KS9999999 is not a house waybill of flight ET509')],
      [5, `${box} is named on lines 2 and 5: nothing is charged for it until the file names it once.`],
      [6, 'The currency is KES or USD, not "XYZ".'],
    ]);
    expect((await dutyEntries()).map((e) => e.subject)).toEqual(['KP1000003']);
  });

  it('refuses a Juba flight (no Kenyan charge), one not landed yet, and an unreadable file, posting nothing', async () => {
    const { store, flight, juba, importer, dutyEntries } = await landedFlight();
    const file = [HEADER, 'KP1000003,USD,2,0,0,0,0'].join('\n');
    expect(await importer.execute(juba.id, file, 'desk')).toMatchObject({
      ok: false,
      error: { code: 'FLIGHTS.NO_KENYAN_DUTY', message: expect.stringContaining('lands in Juba') },
    });
    await store.run(({ flights }) => flights.update({ ...flight, state: 'departed', ata: null }));
    expect(await importer.execute(flight.id, file, 'desk')).toMatchObject({
      ok: false,
      error: { code: 'FLIGHTS.WRONG_STATE' },
    });
    await store.run(({ flights }) => flights.update(flight));
    expect(await importer.execute(flight.id, 'not,a,header\n', 'desk')).toMatchObject({
      ok: false,
      error: { code: 'FLIGHTS.ASSESSMENT_UNREADABLE' },
    });
    expect(await dutyEntries()).toEqual([]);
  });
});

describe('the assessed duty, shown and due', () => {
  it("is the box's: on each parcel's view beside the estimate, in what is due, and the hand-over refuses until paid", async () => {
    const { store, flight, importer, box, boxed, lone } = await landedFlight();
    await importer.execute(flight.id, [HEADER, `${box},USD,40,10,0,0,0`].join('\n'), 'desk');
    const [first, , alone] = await views(store).execute([...boxed, lone], 'staff');
    if (!first || !alone) throw new Error('no views');
    expect(first.due.dueCents).toBe(5000);
    expect(first.due.box?.dueCents).toBe(5000);
    expect(parcelResponse(first)).toMatchObject({ assessedTaxes: { hawb: box, totalCents: 5000 }, due: 50 });
    // Baraka's parcel, not assessed, owes nothing here (the test posted no shipping for it).
    expect(parcelResponse(alone)).toMatchObject({ assessedTaxes: null, due: 0 });

    // Ready, with its code: the hand-over still waits for the duty, as for any unpaid charge.
    const move = new MoveParcelUseCase(store, { now: () => NOW });
    const number = boxed[0]?.number ?? '';
    expect(await move.execute(number, 'ready')).toMatchObject({ ok: true });
    const ready = await store.ports.parcels.findByNumber(number);
    if (!ready || !isClaimed(ready)) throw new Error('no parcel');
    const { code } = await readyCode(store.ports.collectionCodes, ready);
    expect(await move.execute(number, 'delivered', undefined, code)).toMatchObject({
      ok: false,
      error: { code: 'PARCELS.UNPAID', message: expect.stringContaining('$50.00 is still owed') },
    });
  });
});

describe('telling the customer', () => {
  it('mails each newly charged customer once when imported after clearing, and not again on a second import', async () => {
    const { store, flight, importer, dutyNoticeKeys, box, amina, wait } = await landedFlight('cleared');
    const file = [HEADER, `${box},KES,1290,0,0,0,0`].join('\n');
    await importer.execute(flight.id, file, 'desk');
    const keys = dutyNoticeKeys();
    expect(keys).toHaveLength(1);
    wait(60_000);
    await importer.execute(flight.id, file, 'desk');
    expect(dutyNoticeKeys()).toEqual(keys);
    const mail = await dutyNoticeComposer(MAIL, store.ports)(keys[0] ?? '');
    expect(mail?.to).toBe(amina.email);
    expect(mail?.text).toContain(`Duty and taxes on ${box}: $10.00`);
    expect(mail?.text).toContain('the Kenya Revenue Authority (KRA) assesses them at customs in Nairobi');
    expect(mail?.text).toContain('Due before handover: $10.00');
  });

  it('queues no mail of its own before clearing: the cleared notice gives each assessed shipment and the due', async () => {
    const { store, flight, importer, dutyNoticeKeys, box, amina } = await landedFlight();
    await importer.execute(flight.id, [HEADER, `${box},USD,7,0,0,0,0`].join('\n'), 'desk');
    expect(dutyNoticeKeys()).toEqual([]);
    await store.run(({ flights }) => flights.update({ ...flight, state: 'cleared', clearedAt: NOW }));
    const mail = await flightNoticeComposer(
      MAIL,
      PICKUP_POINTS,
      store.ports,
    )(flightNoticeKey({ event: 'cleared', flightId: flight.id, ownerId: amina.id, at: NOW }));
    expect(mail?.text).toContain(`Kenya duty and taxes (KRA) on ${box}: $7.00`);
    expect(mail?.text).toContain('Due before handover: $7.00');
    expect(mail?.text).toContain("the bill is KRA's assessment");
  });
});

import { memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { ImportRateCardsUseCase } from '../../../core/competitors/import-rate-cards.use-case.js';
import { RATE_CARDS_REREAD_MS, RateCardBook } from '../../../core/competitors/rate-card-book.js';
import type { RateCardArchive } from '../../../core/competitors/rate-cards.ports.js';
import { CURRENT_RATE_CARDS, SHIPPED_RATE_CARDS_DOCUMENT } from '../../../core/competitors/rate-cards.js';
import { aRateCardFile } from './rate-card.mother.js';

const aquantuoFirstCents = (book: RateCardBook) =>
  book.inForce().then(({ set }) => set.cards.find((c) => c.id === 'aquantuo')?.tiers[0]?.centsPerKg);

/** 10:00 in Nairobi on 23 November 2026 (07:00 UTC), on a clock the test moves. */
function setUp(archive?: RateCardArchive) {
  const clock = { time: Date.parse('2026-11-23T07:00:00Z'), now: () => new Date(clock.time) };
  const store = memoryStore();
  const rateCards = archive ?? store.ports.rateCards;
  const problems: string[] = [];
  const book = new RateCardBook(rateCards, clock, SHIPPED_RATE_CARDS_DOCUMENT, {
    onProblem: (problem) => problems.push(problem),
  });
  return { clock, book, problems, importer: new ImportRateCardsUseCase(rateCards, book, clock), store };
}

describe('the rate cards in force', () => {
  it('are the shipped file before any import', async () => {
    const { book } = setUp();
    expect((await book.inForce()).set).toEqual(CURRENT_RATE_CARDS);
    expect((await book.history()).versions.map((v) => v.source)).toEqual(['shipped with the code']);
  });

  it('switch to an imported file dated today at once, and keep the older versions in the history', async () => {
    const { book, importer } = setUp();
    await aquantuoFirstCents(book);
    const imported = await importer.execute(
      aRateCardFile({ effectiveDate: '2026-11-23', aquantuoFirstRate: 19 }),
      'today.json',
    );
    expect(imported.ok && imported.value.isInForce).toBe(true);
    expect(await aquantuoFirstCents(book)).toBe(1900);
    const { versions, inForce } = await book.history();
    expect(versions.map((v) => v.source)).toEqual(['shipped with the code', 'today.json']);
    expect(inForce.source).toBe('today.json');
  });

  it('wait for their effective date in Kenya: a file dated tomorrow takes over at midnight in Nairobi', async () => {
    const { book, importer, clock } = setUp();
    const imported = await importer.execute(
      aRateCardFile({ effectiveDate: '2026-11-24', aquantuoFirstRate: 21 }),
      'tomorrow.json',
    );
    expect(imported.ok && [imported.value.isInForce, imported.value.inForce.source]).toEqual([
      false,
      'shipped with the code',
    ]);
    expect(await aquantuoFirstCents(book)).toBe(1800);
    clock.time = Date.parse('2026-11-23T20:59:59Z');
    book.forget();
    expect(await aquantuoFirstCents(book)).toBe(1800);
    clock.time = Date.parse('2026-11-23T21:00:00Z');
    expect(await aquantuoFirstCents(book)).toBe(2100);
  });

  it('are, of two files with the same date, the later import', async () => {
    const { book, importer, clock } = setUp();
    await importer.execute(
      aRateCardFile({ effectiveDate: '2026-11-20', aquantuoFirstRate: 19 }),
      'first.json',
    );
    clock.time += 1000;
    await importer.execute(
      aRateCardFile({ effectiveDate: '2026-11-20', aquantuoFirstRate: 20 }),
      'correction.json',
    );
    expect(await aquantuoFirstCents(book)).toBe(2000);
  });

  it("reach a process that did not import within the reread interval (another instance's import)", async () => {
    const { book, clock, store } = setUp();
    expect(await aquantuoFirstCents(book)).toBe(1800);
    const elsewhere = setUp(store.ports.rateCards);
    await elsewhere.importer.execute(
      aRateCardFile({ effectiveDate: '2026-11-22', aquantuoFirstRate: 19 }),
      'elsewhere.json',
    );
    clock.time += RATE_CARDS_REREAD_MS - 1;
    expect(await aquantuoFirstCents(book)).toBe(1800);
    clock.time += 1;
    // The question that finds the interval over is answered at once, and the archive read beside it.
    expect(await aquantuoFirstCents(book)).toBe(1800);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await aquantuoFirstCents(book)).toBe(1900);
  });

  it('stay as last read while the archive cannot be read, and say so', async () => {
    let down = false;
    const store = memoryStore();
    const flaky: RateCardArchive = {
      add: (entry) => store.ports.rateCards.add(entry),
      list: () => (down ? Promise.reject(new Error('connection refused')) : store.ports.rateCards.list()),
    };
    const { book, importer, problems } = setUp(flaky);
    await importer.execute(
      aRateCardFile({ effectiveDate: '2026-11-22', aquantuoFirstRate: 19 }),
      'imported.json',
    );
    expect(await aquantuoFirstCents(book)).toBe(1900);
    down = true;
    book.forget();
    expect(await aquantuoFirstCents(book)).toBe(1900);
    expect(problems).toEqual(['the rate-card archive could not be read']);
  });

  it('skip a stored file the schema no longer accepts, and say which', async () => {
    const { book, store, problems } = setUp();
    await store.ports.rateCards.add({
      effectiveDate: '2026-11-22',
      importedAt: new Date('2026-11-22T08:00:00Z'),
      source: 'old-format.json',
      document: { effectiveDate: '2026-11-22', forwarders: [] },
    });
    expect((await book.inForce()).source).toBe('shipped with the code');
    expect(problems).toEqual(['the rate cards imported from old-format.json no longer pass the schema']);
  });
});

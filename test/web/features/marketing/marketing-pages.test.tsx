import { screen, waitFor, within } from '@testing-library/react';
import { rateCardsEndpoint } from '../../../../core/competitors/api/rate-card.endpoints.js';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import rateCardsJson from '../../../../core/competitors/rate-cards.json' with { type: 'json' };
import { type RateCardSet, rateCardSetSchema } from '../../../../core/competitors/rate-card.schema.js';
import { CURRENT_RATE_CARDS } from '../../../../core/competitors/rate-cards.js';
import { cardsOf, priceScores, rangesOf, samplePrices } from '../../../../core/competitors/sample-prices.js';
import { formatLongDate } from '../../../../core/shared/calendar.js';
import { dollarsToCents, formatUsd } from '../../../../core/shared/money.js';
import { MARKETING_PATHS } from '../../../../core/marketing/api/marketing.pages.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

const structuredData = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent) as { '@type'?: string },
  );

/** The rate-card file in force, as staff might import it: Aquantuo's first band changed and a new date. */
function importedCards(aquantuoFirstDollars: number): { document: typeof rateCardsJson; set: RateCardSet } {
  const document = structuredClone(rateCardsJson);
  document.effectiveDate = '2026-11-20';
  const aquantuo = document.cards.find((c) => c.id === 'aquantuo');
  if (aquantuo?.tiers[0]) aquantuo.tiers[0].dollarsPerKg = aquantuoFirstDollars;
  return { document, set: rateCardSetSchema.parse(document) };
}

/** The comparison table's cells for a row, as the reader sees them. */
function rowCells(weightKg: number) {
  const [comparison] = screen.getAllByRole('figure');
  if (!comparison) throw new Error('no price comparison');
  const row = within(comparison)
    .getByRole('rowheader', { name: `${weightKg} kg` })
    .closest('tr');
  if (!row) throw new Error(`no row for ${weightKg} kg`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the marketing pages', () => {
  it.each(MARKETING_PATHS)(
    '%s has its heading, the calculator, and links to pricing, ocean and sign-up',
    async (path) => {
      renderSite(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Shipping cost calculator' })).toBeInTheDocument();
      for (const href of ['/pricing', '/ocean-shipping', '/auth?tab=register'])
        expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(true);
    },
  );

  it('/vs-kentex-cargo prices each parcel by both Kentex cards, as the core does, with the cards’ date', async () => {
    renderSite('/vs-kentex-cargo');
    const [row] = samplePrices(cardsOf(CURRENT_RATE_CARDS, ['kentex-delaware', 'kentex-texas']), [10], 100);
    if (!row) throw new Error('no sample');
    await screen.findAllByRole('figure');
    await waitFor(() =>
      expect(rowCells(10)).toEqual([formatUsd(row.ourCents), ...row.theirs.map((t) => formatUsd(t.cents))]),
    );
    expect(
      screen.getAllByText(new RegExp(formatLongDate(CURRENT_RATE_CARDS.effectiveDate))).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Get your free US address' }).getAttribute('href')).toBe(
      '/auth?tab=register',
    );
    expect(screen.getByRole('link', { name: 'Ask about a parcel on WhatsApp' }).getAttribute('href')).toMatch(
      /whatsapp/,
    );
  });

  it('/vs-aquantuo follows an imported rate card: new prices, new date, and a claim only while it holds', async () => {
    const cheaper = importedCards(10);
    server.use(http.get(rateCardsEndpoint.path, () => HttpResponse.json(cheaper.document)));
    renderSite('/vs-aquantuo');
    const [row] = samplePrices(cardsOf(cheaper.set, ['aquantuo']), [1], 100);
    if (!row) throw new Error('no sample');
    await screen.findAllByRole('figure');
    await waitFor(() => expect(rowCells(1)[1]).toBe(formatUsd(row.theirs[0]?.cents ?? 0)));
    expect(screen.getAllByText(/20 November 2026/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/A lower rate per kilo at every weight/)).toBeNull();
  });

  it('/vs-aquantuo says we are cheaper per kilo while the shipped cards say so', async () => {
    renderSite('/vs-aquantuo');
    const first = CURRENT_RATE_CARDS.cards.find((c) => c.id === 'aquantuo')?.tiers[0]?.centsPerKg ?? 0;
    expect(
      await screen.findByText(
        new RegExp(
          `A lower rate per kilo at every weight: .* against ${formatUsd(first).replace('$', '\\$')}/kg`,
        ),
      ),
    ).toBeInTheDocument();
  });

  it('/shipping-companies-kenya shows six companies, ours recommended, with price scores from the rate cards', async () => {
    renderSite('/shipping-companies-kenya');
    const companies = await screen.findAllByRole('heading', { level: 3 });
    expect(companies.map((h) => h.textContent)).toEqual([
      'Kango Express',
      'Kentex Cargo',
      'SavoStore',
      'Aquantuo',
      'iMail Cargo',
      'Vitumob',
    ]);
    expect(screen.getAllByText('Recommended')).toHaveLength(1);
    const [prices] = samplePrices(CURRENT_RATE_CARDS.cards, [5], 300);
    const scores = priceScores(
      (prices?.theirs ?? []).concat({ id: 'us', name: '', cents: prices?.ourCents ?? 0, surchargeCents: 0 }),
    );
    const aquantuo = companies[3]?.closest('li');
    if (!aquantuo) throw new Error('no Aquantuo card');
    expect(aquantuo).toHaveTextContent(`Price score ${(scores.get('aquantuo') ?? 0).toFixed(1)} / 5`);
    const savostore = companies[2]?.closest('li');
    const range = rangesOf(CURRENT_RATE_CARDS, 'forwarder')[0];
    if (!savostore || !range) throw new Error('no SavoStore card or range');
    expect(savostore).toHaveTextContent(
      `Advertises ${formatUsd(dollarsToCents(range.lowDollars))}–${formatUsd(dollarsToCents(range.highDollars))} per kg`,
    );
  });

  it('/shipping-companies-kenya calls a Kentex warehouse cheaper per kilo only from where its rate is below ours', async () => {
    renderSite('/shipping-companies-kenya');
    const kentex = (await screen.findByRole('heading', { name: 'Kentex Cargo', level: 3 })).closest('li');
    if (!kentex) throw new Error('no Kentex card');
    // Delaware charges $14.50 from 25 kg, as we do; $13.99 from 100 kg. Texas is below us at every weight.
    expect(kentex).toHaveTextContent('Delaware: cheaper per kilo than Kango Express from 100 kg');
    expect(kentex).toHaveTextContent('Texas: cheaper per kilo than Kango Express at every weight');
    expect(kentex).not.toHaveTextContent(/from 25 kg/i);
  });

  it('/vs-aquantuo and /aquantuo-calculator say of Aquantuo’s 3% what their comparisons do: insurance, left out of both', async () => {
    const [row] = samplePrices(cardsOf(CURRENT_RATE_CARDS, ['aquantuo']), [1], 100);
    if (!row) throw new Error('no sample');
    const { unmount } = renderSite('/vs-aquantuo');
    const table = (await screen.findByText('Charge on the item value')).closest('tr');
    expect(table).toHaveTextContent(
      'insurance at 3% of the item value (left out of the comparison, as ours is)',
    );
    await waitFor(() =>
      expect(rowCells(1)).toEqual([formatUsd(row.ourCents), formatUsd(row.theirs[0]?.cents ?? 0)]),
    );
    expect(screen.getByText(/shipping beside shipping, insurance left out of both/)).toBeInTheDocument();
    expect(screen.queryByText(/with its value charge/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No percentage of your item value added/)).not.toBeInTheDocument();
    unmount();
    renderSite('/aquantuo-calculator');
    expect(
      await screen.findByText(/Aquantuo's published rates list insurance at 3% of the item value/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/to every parcel/)).not.toBeInTheDocument();
  });

  it('/dhl-fedex-calculator shows the express carriers as dated ranges, never as rates', async () => {
    renderSite('/dhl-fedex-calculator');
    for (const range of rangesOf(CURRENT_RATE_CARDS, 'express')) {
      const card = (await screen.findByText(range.name, { selector: 'dt' })).parentElement;
      expect(card).toHaveTextContent(formatUsd(dollarsToCents(range.lowDollars)));
      expect(card).toHaveTextContent(formatUsd(dollarsToCents(range.highDollars)));
    }
    expect(
      screen.getByText(/Each range as its source published it, as of 1 November 2026/),
    ).toBeInTheDocument();
    expect(CURRENT_RATE_CARDS.cards.map((c) => c.id)).not.toContain('dhl-express');
  });

  it('/usa-kenya-shipping-calculator describes itself as a web application and its FAQ for search engines', async () => {
    renderSite('/usa-kenya-shipping-calculator');
    await waitFor(() =>
      expect(structuredData().map((d) => d['@type'])).toEqual(
        expect.arrayContaining(['WebApplication', 'FAQPage']),
      ),
    );
    expect(
      screen.getByRole('button', { name: 'Where do the other forwarders’ prices come from?' }),
    ).toBeInTheDocument();
  });
});

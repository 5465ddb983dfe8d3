import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RateCardVersionResponse } from '../../../../core/competitors/api/rate-card-responses.schema.js';
import { CURRENT_RATE_CARDS } from '../../../../core/competitors/rate-cards.js';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { aRateCardFile } from '../../../core/competitors/rate-card.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

const shipped: RateCardVersionResponse = {
  effectiveDate: CURRENT_RATE_CARDS.effectiveDate,
  importedAt: null,
  source: 'shipped with the code',
  cards: CURRENT_RATE_CARDS.cards.length,
  publishedRanges: CURRENT_RATE_CARDS.publishedRanges.length,
  inForce: true,
};

describe('/admin-rates', () => {
  it('imports a file, lists the versions, and shows the problems of a refused one', async () => {
    let versions = [shipped];
    const sent: string[] = [];
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: aStaffMember() })),
      http.get('/api/admin/rate-cards', () => HttpResponse.json({ versions })),
      http.post('/api/admin/rate-cards', async ({ request }) => {
        const text = await request.text();
        sent.push(`${new URL(request.url).searchParams.get('name') ?? ''}:${text.length}`);
        if (text.includes('"tiers": []'))
          return HttpResponse.json(
            {
              message: 'The rate cards were not imported',
              errors: [{ path: 'file', message: 'Aquantuo [aquantuo]: tiers must not be empty' }],
            },
            { status: 400 },
          );
        const version = {
          ...shipped,
          effectiveDate: '2026-11-20',
          importedAt: '2026-11-23T08:00:00.000Z',
          source: 'new.json',
        };
        versions = [{ ...shipped, inForce: false }, version];
        return HttpResponse.json(
          { message: 'Imported the rate cards effective 2026-11-20', version },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderSite('/admin-rates');
    await screen.findByRole('heading', { name: 'Competitor rate cards', level: 1 });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Shipped with the code')).toBeInTheDocument();

    const input = screen.getByLabelText('Rate-card file');
    const bad = JSON.stringify(
      { effectiveDate: '2026-11-20', cards: [{ id: 'aquantuo', name: 'Aquantuo', tiers: [] }] },
      null,
      1,
    );
    await user.upload(input, new File([bad], 'bad.json', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const problems = await screen.findByRole('list', { name: 'Problems in the file' });
    expect(problems).toHaveTextContent('Aquantuo [aquantuo]: tiers must not be empty');

    const good = aRateCardFile({ effectiveDate: '2026-11-20', aquantuoFirstRate: 19 });
    await user.upload(input, new File([good], 'new.json', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      (await screen.findAllByText(/Imported the rate cards effective 2026-11-20; in force now/)).length,
    ).toBeGreaterThan(0);
    expect(await within(screen.getByRole('table')).findByText('new.json')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Problems in the file' })).toBeNull();
    expect(sent).toEqual([`bad.json:${bad.length}`, `new.json:${good.length}`]);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PreAlertResponse } from '../../../../core/parcels/api/parcel-responses.schema.js';
import { PreAlerts } from '../../../../web/features/parcels/pre-alerts.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

const alert = (n: number): PreAlertResponse => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  carrier: 'UPS',
  trackingNumber: `TBA${String(n).padStart(12, '0')}`,
  description: 'Shoes',
  value: 60,
  createdAt: new Date(Date.UTC(2026, 10, 26) - n * 60_000).toISOString(),
  parcelNumber: null,
});

describe('the pre-alerts list, a page at a time', () => {
  it('shows the first page and asks for the older ones with the cursor it was given', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/pre-alerts', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        return cursor === null
          ? HttpResponse.json({ preAlerts: [alert(1), alert(2)], nextCursor: 'after-2' })
          : HttpResponse.json({ preAlerts: [alert(3)], nextCursor: null });
      }),
    );
    renderWithApp(<PreAlerts />, '/dashboard');
    const list = await screen.findByRole('list', { name: 'Your pre-alerts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show older pre-alerts' }));
    expect(await within(list).findByText('TBA000000000003')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older pre-alerts' })).not.toBeInTheDocument();
    expect(asked).toEqual([null, 'after-2']);
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { parcelResponse } from '../../../../core/parcels/api/parcel-responses.schema.js';
import { DEFAULT_STORAGE_TERMS } from '../../../../core/shared/storage-terms.js';
import { Parcels } from '../../../../web/features/parcels/parcels-list.js';
import { aParcel } from '../../../core/parcels/parcel.mother.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

const SITE = 'http://localhost:3000';
const STORAGE = { storageTerms: DEFAULT_STORAGE_TERMS, storageFeesCents: 0, photos: [] };
/** On no flight and past the warehouse: neither a flight nor the next departure. */
const NO_ETA = { flight: null, nextDeparture: null };

describe('the dashboard’s parcels', () => {
  it('say what is due for a ready parcel and how to pay it, and nothing for a paid one', async () => {
    const ready = aParcel({ status: 'ready' });
    const paid = aParcel({ status: 'departed' });
    server.use(
      http.get('/api/parcels', () =>
        HttpResponse.json({
          parcels: [
            parcelResponse({
              parcel: ready,
              due: { dueCents: 2700, siteUrl: SITE, box: null, ...STORAGE },
              contents: undefined,
              eta: NO_ETA,
            }),
            parcelResponse({
              parcel: paid,
              due: { dueCents: 0, siteUrl: SITE, box: null, ...STORAGE },
              contents: undefined,
              eta: NO_ETA,
            }),
          ],
        }),
      ),
    );
    renderWithApp(<Parcels />, '/dashboard');
    const due = await screen.findByText('$27.00 due for this parcel.');
    const notice = due.parentElement;
    if (!notice) throw new Error('no notice');
    expect(notice).toHaveTextContent('It is ready: pay and we hand it over.');
    expect(within(notice).getByRole('link', { name: 'Pay with M-Pesa or by paybill' })).toHaveAttribute(
      'href',
      '/dashboard#payments',
    );
    expect(screen.getAllByText(/due for this parcel/)).toHaveLength(1);
  });

  it('show a box once: its parcels in its card, its one charge and one due, none said per parcel', async () => {
    const box = { number: 'KS2000001', parcels: ['KP1000001', 'KP1000002'], status: 'ready' as const };
    const packed = box.parcels.map((number) =>
      aParcel({ number, status: 'ready', shipmentNumber: box.number }),
    );
    const view = {
      number: box.number,
      parcels: box.parcels,
      status: box.status,
      destination: 'kenya' as const,
      chargeCents: 4695,
      dueCents: 4695,
    };
    server.use(
      http.get('/api/parcels', () =>
        HttpResponse.json({
          parcels: packed.map((p) =>
            parcelResponse({
              parcel: p,
              due: { dueCents: 4695, siteUrl: SITE, box: view, ...STORAGE },
              contents: undefined,
              eta: NO_ETA,
            }),
          ),
        }),
      ),
    );
    renderWithApp(<Parcels />, '/dashboard');
    const card = await screen.findByRole('listitem', { name: 'Box KS2000001' });
    expect(within(card).getByText('$46.95 due for box KS2000001.')).toBeInTheDocument();
    expect(card).toHaveTextContent('charged once: $46.95 shipping');
    expect(within(card).getByText('KP1000001')).toBeInTheDocument();
    expect(within(card).getByText('KP1000002')).toBeInTheDocument();
    expect(screen.queryByText(/due for this parcel/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/due for box/)).toHaveLength(1);
    expect(within(card).getAllByText("In the box's charge")).toHaveLength(2);
  });
});

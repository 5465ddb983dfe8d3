import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { parcelAnswer } from '../../../../core/parcels/parcel-answers.schema.js';
import { DEFAULT_STORAGE_TERMS } from '../../../../core/shared/storage-terms.js';
import { Parcels } from '../../../../web/features/parcels/parcels-list.js';
import { aParcel } from '../../../core/parcels/parcel.mother.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

const SITE = 'http://localhost:3000';
const STORAGE = { storageTerms: DEFAULT_STORAGE_TERMS, storageFeesCents: 0, photos: [] };

describe('the dashboard’s parcels', () => {
  it('say what is due for a ready parcel and how to pay it, and nothing for a paid one', async () => {
    const ready = aParcel({ status: 'ready' });
    const paid = aParcel({ status: 'departed' });
    server.use(
      http.get('/api/parcels', () =>
        HttpResponse.json({
          parcels: [
            parcelAnswer(ready, { dueCents: 2700, siteUrl: SITE, box: null, ...STORAGE }),
            parcelAnswer(paid, { dueCents: 0, siteUrl: SITE, box: null, ...STORAGE }),
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
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Parcels } from '../../../../web/features/parcels/parcels-list.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';
import { aParcelResponse } from './parcel-answer.mother.js';

describe('a parcel handed over, on its owner’s dashboard', () => {
  it('says who collected it and when, by the name the notice gives', async () => {
    server.use(
      http.get('/api/parcels', () =>
        HttpResponse.json({
          parcels: [
            aParcelResponse({
              status: 'delivered',
              lastStep: 'Collected',
              handover: { method: 'pickup', text: 'Collect it at Kisumu: Example Plaza' },
              handedOver: { collectedBy: 'Jane A.', at: '2026-12-04T11:05:00.000Z' },
            }),
          ],
        }),
      ),
    );
    renderWithApp(<Parcels />, '/dashboard');
    expect(await screen.findByText(/^Collected by Jane A\., 4 December 2026/)).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ParcelResponse } from '../../../../core/parcels/api/parcel-responses.schema.js';
import type {
  ShipRequestResponse,
  ShipmentResponse,
} from '../../../../core/parcels/api/shipment-responses.schema.js';
import { ShipTogether } from '../../../../web/features/parcels/ship-together.js';
import { PackRequests } from '../../../../web/features/parcels/pack-requests.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';
import { aParcelResponse } from './parcel-answer.mother.js';

/** A 10 kg parcel at the warehouse, $150.00. */
const parcel = (number: string, overrides: Partial<ParcelResponse> = {}): ParcelResponse =>
  aParcelResponse({
    number,
    trackingNumber: `TBA${number}`,
    weights: { actualKg: 10, volumetricKg: 1.2, chargeableKg: 10 },
    freight: 150,
    charge: 150,
    due: 150,
    ...overrides,
  });

const REQUEST_ID = '00000000-0000-4000-8000-000000000001';
const asked = (parcels: string[]): ShipRequestResponse => ({
  id: REQUEST_ID,
  accountId: 'KX100001',
  status: 'requested',
  parcels,
  createdAt: '2026-11-26T10:00:00.000Z',
  closedAt: null,
  shipmentNumber: null,
});
const BOX: ShipmentResponse = {
  number: 'KS2000001',
  parcels: ['KP1000004', 'KP1000005'],
  actualKg: 19,
  volumetricKg: 12,
  chargeableKg: 19,
  lengthCm: 50,
  widthCm: 40,
  heightCm: 30,
  freightCents: 28_500,
  preAlertSavingCents: 0,
  chargeCents: 28_500,
  separateCents: 30_000,
  savedCents: 1_500,
  packedAt: '2026-11-26T12:00:00.000Z',
};

describe('shipping parcels together, on the dashboard', () => {
  it('asks for the chosen parcels to travel together, then shows the request with a way to withdraw it', async () => {
    let requests: ShipRequestResponse[] = [];
    let sent: unknown;
    server.use(
      http.get('/api/parcels', () =>
        HttpResponse.json({
          parcels: [parcel('KP1000001'), parcel('KP1000002'), parcel('KP1000003', { status: 'departed' })],
        }),
      ),
      http.get('/api/ship-requests', () => HttpResponse.json({ requests, shipments: [BOX] })),
      http.post('/api/ship-requests', async ({ request }) => {
        sent = await request.json();
        requests = [asked(['KP1000001', 'KP1000002'])];
        return HttpResponse.json(requests[0], { status: 201 });
      }),
    );
    renderWithApp(<ShipTogether />, '/dashboard');
    const section = await screen.findByRole('region', { name: 'Ship parcels together' });
    expect(within(section).getByText(/You saved \$15\.00 against \$300\.00/)).toBeInTheDocument();
    // A departed parcel is not offered.
    expect(within(section).queryByLabelText(/KP1000003/)).not.toBeInTheDocument();
    const button = within(section).getByRole('button', { name: /together/ });
    expect(button).toBeDisabled();
    await userEvent.click(within(section).getByLabelText(/KP1000001/));
    await userEvent.click(within(section).getByLabelText(/KP1000002/));
    await userEvent.click(within(section).getByRole('button', { name: 'Ship 2 together' }));
    expect(sent).toEqual({ parcels: ['KP1000001', 'KP1000002'] });
    expect(await within(section).findByText(/Waiting to be packed together/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });
});

describe('packing at the desk', () => {
  it('packs a waiting request with the scale’s and tape’s figures, and refuses an empty weight by name', async () => {
    let waiting = [asked(['KP1000004', 'KP1000005'])];
    let packedWith: unknown;
    server.use(
      http.get('/api/admin/ship-requests', () => HttpResponse.json({ requests: waiting })),
      http.post(`/api/admin/ship-requests/${REQUEST_ID}/pack`, async ({ request }) => {
        packedWith = await request.json();
        waiting = [];
        return HttpResponse.json(BOX);
      }),
    );
    renderWithApp(<PackRequests />, '/admin-parcels');
    const form = await screen.findByRole('form', { name: 'Pack KP1000004, KP1000005' });
    await userEvent.click(within(form).getByRole('button', { name: 'Pack' }));
    expect(within(form).getByText(/The weight in kg must be a number/)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Weight/), '19');
    await userEvent.type(within(form).getByLabelText(/Length/), '50');
    await userEvent.type(within(form).getByLabelText(/Width/), '40');
    await userEvent.type(within(form).getByLabelText(/Height/), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Pack' }));
    expect(await screen.findByText('No request is waiting to be packed.')).toBeInTheDocument();
    expect(packedWith).toEqual({ weightKg: 19, lengthCm: 50, widthCm: 40, heightCm: 30 });
  });
});

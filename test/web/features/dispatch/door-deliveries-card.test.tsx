import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DoorDeliveriesResponse } from '../../../../core/dispatch/api/dispatch-responses.schema.js';
import { doorDeliveriesEndpoint } from '../../../../core/dispatch/api/dispatch.endpoints.js';
import { DoorDeliveriesCard } from '../../../../web/features/dispatch/door-deliveries-card.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

type Delivery = DoorDeliveriesResponse['deliveries'][number];
const DOOR: Delivery = {
  reference: 'KS2000001',
  parcels: ['KP1000001', 'KP1000002'],
  address: {
    county: 'Kisumu',
    town: 'Milimani',
    street: 'Aga Khan Road 7',
    landmark: 'behind the mosque',
    phone: '+254712345678',
  },
  attempts: 0,
  lastFailure: null,
  state: 'waiting',
  day: null,
  rider: null,
  nextTry: null,
  point: null,
};
const answering = (deliveries: Delivery[]) =>
  server.use(http.get(doorDeliveriesEndpoint.path, () => HttpResponse.json({ deliveries })));

describe('the dashboard’s door deliveries', () => {
  it('names the rider, the phone to call and the day', async () => {
    answering([
      {
        ...DOOR,
        state: 'assigned',
        day: '2026-12-07',
        rider: { name: 'Peter Kamau', phone: '+254712345678' },
      },
    ]);
    renderWithApp(<DoorDeliveriesCard />, '/dashboard');
    const card = await screen.findByRole('region', { name: 'On the way to your door' });
    expect(within(card).getByText(/Out for delivery/)).toHaveTextContent(
      'Out for delivery on Monday 7 December with Peter K., 0712 345 678. They will call you on the way.',
    );
    expect(within(card).getByRole('link', { name: '0712 345 678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
  });

  it('after a failure says what happened, the next try and where to confirm or change the address', async () => {
    answering([
      {
        ...DOOR,
        state: 'failed',
        attempts: 1,
        lastFailure: { day: '2026-12-04', reason: 'no-one-home' },
        nextTry: '2026-12-05',
      },
    ]);
    renderWithApp(<DoorDeliveriesCard />, '/dashboard');
    const card = await screen.findByRole('region', { name: 'On the way to your door' });
    expect(
      within(card).getByText(
        'We could not deliver it on Friday 4 December: no one was home. We try again on Saturday 5 December (try 2 of 3).',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText(/Aga Khan Road 7 \(behind the mosque\), Milimani/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Confirm or change the address' })).toHaveAttribute(
      'href',
      '#delivery',
    );
  });

  it('after the third names the pickup point it moved to, and shows nothing while none is on its way', async () => {
    answering([
      {
        ...DOOR,
        state: 'moved',
        attempts: 3,
        point: { id: 'kisumu', name: 'Kisumu', address: 'Oginga Odinga Street', hours: 'Mon–Sat 9–17' },
      },
    ]);
    const { unmount } = renderWithApp(<DoorDeliveriesCard />, '/dashboard');
    const card = await screen.findByRole('region', { name: 'On the way to your door' });
    expect(within(card).getByText(/tried three times/)).toHaveTextContent(
      'It now waits for you at Kisumu: Oginga Odinga Street. Open Mon–Sat 9–17.',
    );
    unmount();
    answering([]);
    renderWithApp(<DoorDeliveriesCard />, '/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'On the way to your door' })).toBeNull();
  });
});

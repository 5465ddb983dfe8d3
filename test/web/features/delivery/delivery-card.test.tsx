import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeliveryResponse } from '../../../../core/delivery/api/delivery.endpoints.js';
import { deliveryChoiceSchema } from '../../../../core/delivery/delivery.schema.js';
import { PLACEHOLDER_PICKUP_POINTS } from '../../../../core/shared/pickup-points.js';
import { DeliveryCard } from '../../../../web/features/delivery/delivery-card.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

/** The delivery API as the server answers a Kenya account with no choice yet; what was sent is kept. */
function fakeDeliveryApi(start: DeliveryResponse) {
  let answer = start;
  const sent: unknown[] = [];
  server.use(
    http.get('/api/account/delivery', () => HttpResponse.json(answer)),
    http.put('/api/account/delivery', async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      answer = { ...answer, choice: deliveryChoiceSchema.parse(body) as DeliveryResponse['choice'] };
      return HttpResponse.json(answer);
    }),
  );
  return sent;
}

const KENYA: DeliveryResponse = {
  choice: null,
  methods: ['door', 'pickup'],
  points: [...PLACEHOLDER_PICKUP_POINTS],
};

describe('the delivery card', () => {
  it('asks a new Kenya account, checks the door’s fields, and saves a pickup point', async () => {
    const sent = fakeDeliveryApi(KENYA);
    const user = userEvent.setup();
    renderWithApp(<DeliveryCard />, '/dashboard');
    const card = await screen.findByRole('region', { name: 'Where should your parcels go?' });
    await user.selectOptions(within(card).getByLabelText(/How/), 'door');
    await user.type(within(card).getByLabelText(/Phone for the rider/), '12');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Choose your county (one of Kenya’s 47)')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Enter a Kenyan or South Sudan phone number, such as 0712 345 678 or +211 912 345 678',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(within(card).getByLabelText(/How/), 'pickup');
    await user.selectOptions(within(card).getByLabelText(/Pickup point/), 'kisumu');
    // The list names the points; the chosen one's address and hours show below it before saving.
    expect(within(card).getByText(/Oginga Odinga Street.*Open/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const saved = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(saved).findByText(/Pickup at Kisumu/)).toBeInTheDocument();
    expect(within(saved).getByText(/Oginga Odinga Street/)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'pickup', point: 'kisumu' }]);
  });

  it('offers a South Sudan account the Juba office only, and can be skipped for now', async () => {
    const juba = { id: 'juba', name: 'Juba office', address: 'Hai Malakal, Juba', hours: 'Mon–Fri 9–17' };
    fakeDeliveryApi({ choice: null, methods: ['pickup'], points: [juba] });
    const user = userEvent.setup();
    renderWithApp(<DeliveryCard />, '/dashboard');
    const card = await screen.findByRole('region', { name: 'Where should your parcels go?' });
    expect(within(card).getByText(/collected from our Juba office/)).toBeInTheDocument();
    const how = within(card).getByLabelText(/How/);
    expect(
      within(how)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose', 'Pickup at one of our points']);
    await user.click(within(card).getByRole('button', { name: 'Skip for now' }));
    const skipped = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(skipped).getByText('Not chosen yet.')).toBeInTheDocument();
    expect(within(skipped).getByRole('button', { name: 'Choose' })).toBeInTheDocument();
  });
});

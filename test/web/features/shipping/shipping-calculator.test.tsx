import { CALCULATING_DELAY_MS } from '../../../../web/features/shipping/use-shipping-calculator.js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CURRENT_RATE_CARDS } from '../../../../core/competitors/rate-cards.js';
import { type ParcelInput, parcelSchema } from '../../../../core/pricing/parcel.schema.js';
import { calculateShipping } from '../../../../core/shipping/calculate-shipping.js';
import { ShippingCalculator } from '../../../../web/features/shipping/shipping-calculator.js';
import { usd } from '../../../../web/features/shipping/format.js';
import { PARCELS_EVERY_SURFACE_AGREES_ON } from '../../../support/parcels.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

/** A server that answers with the core's result, with a total only the server could have produced. */
function serverQuotes(requests: ParcelInput[], total = 123.45) {
  server.use(
    http.post('/api/shipping/calculate', async ({ request }) => {
      const body = (await request.json()) as ParcelInput;
      requests.push(body);
      const data = calculateShipping(parcelSchema.parse(body), CURRENT_RATE_CARDS);
      return HttpResponse.json({ success: true, data: { ...data, cost: { ...data.cost, total } } });
    }),
  );
}

function setup(props: Partial<Parameters<typeof ShippingCalculator>[0]> = {}) {
  const user = userEvent.setup();
  renderWithApp(<ShippingCalculator source="test" {...props} />);
  return {
    user,
    weight: () => screen.getByLabelText(/Package weight/),
    value: () => screen.getByLabelText('Item value (USD)'),
    button: () => screen.getByRole('button', { name: /Calculate Shipping Cost|Calculating\.\.\./ }),
  };
}

describe('ShippingCalculator', () => {
  it('starts in Imperial units with the button disabled and asks for both inputs', () => {
    const { button } = setup();
    expect(screen.getByRole('button', { name: 'Imperial (lb, in)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Package weight (lb)')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    expect(
      screen.getByText('Please enter both package weight and item value to calculate shipping costs'),
    ).toBeInTheDocument();
  });

  it('names the missing field when only one is entered', async () => {
    const { user, weight, value, button } = setup();
    await user.type(weight(), '3');
    expect(screen.getByText('Please enter the item value to calculate shipping costs')).toBeInTheDocument();
    expect(button()).toBeDisabled();
    await user.clear(weight());
    await user.type(value(), '100');
    expect(
      screen.getByText('Please enter the package weight to calculate shipping costs'),
    ).toBeInTheDocument();
  });

  it("shows 'Calculating...' and then the server's price with five competitors and '+1 more'", async () => {
    const requests: ParcelInput[] = [];
    serverQuotes(requests);
    const { user, weight, value, button } = setup();
    await user.type(weight(), '6.6');
    await user.type(value(), '100');
    expect(button()).toHaveTextContent('Calculating...');
    expect(button()).toBeDisabled();
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('$123.45');
    expect(button()).toHaveTextContent('Calculate Shipping Cost');
    expect(button()).toBeEnabled();
    expect(requests.at(-1)).toMatchObject({
      weight: 6.6,
      itemValue: 100,
      unit: 'imperial',
      insurance: false,
    });
    const comparison = screen.getByRole('region', { name: 'Compared with other forwarders' });
    expect(within(comparison).getAllByRole('listitem')).toHaveLength(5);
    expect(within(comparison).getByText(/rates as of 2026-11-01/)).toBeInTheDocument();
    await user.click(within(comparison).getByRole('button', { name: '+1 more' }));
    expect(within(comparison).getAllByRole('listitem')).toHaveLength(6);
    expect(within(comparison).queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
  });

  it('explains volumetric and chargeable weight in tooltips, on keyboard focus and after 700 ms of hover', async () => {
    serverQuotes([]);
    const { user, weight, value } = setup();
    await user.type(weight(), '2');
    await user.type(value(), '50');
    await screen.findByTestId('quote-total');
    await user.tab();
    screen.getByRole('button', { name: 'Volumetric weight' }).focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('length × width × height in cm ÷ 5,000');
    await user.hover(screen.getByRole('button', { name: 'Chargeable weight' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('The greater of the actual'));
  });

  it('waits for typing to settle: one request for a quickly typed value', async () => {
    const requests: ParcelInput[] = [];
    serverQuotes(requests);
    const { user, weight, value } = setup();
    await user.type(weight(), '3');
    await user.type(value(), '1234');
    await screen.findByTestId('quote-total');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.itemValue).toBe(1234);
  });

  it('falls back silently to the local estimate when the server fails', async () => {
    server.use(http.post('/api/shipping/calculate', () => new HttpResponse('boom', { status: 500 })));
    const { user, weight, value } = setup();
    await user.click(screen.getByRole('button', { name: 'Metric (kg, cm)' }));
    await user.type(weight(), '3');
    await user.type(value(), '100');
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('$45.00');
    expect(screen.queryByText(/boom|error|failed/i)).not.toBeInTheDocument();
  });

  it('sends metric units and insurance when chosen, and recalculates on each change', async () => {
    const requests: ParcelInput[] = [];
    serverQuotes(requests);
    const { user, weight, value } = setup();
    await user.click(screen.getByRole('button', { name: 'Metric (kg, cm)' }));
    expect(screen.getByLabelText('Package weight (kg)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Units' })).toBeInTheDocument();
    await user.type(weight(), '3');
    await user.type(value(), '100');
    await screen.findByTestId('quote-total');
    await user.click(screen.getByRole('checkbox', { name: /Add insurance/ }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ unit: 'metric', insurance: true }));
  });

  it('clears the result when the weight is removed', async () => {
    serverQuotes([]);
    const { user, weight, value } = setup();
    await user.type(weight(), '3');
    await user.type(value(), '100');
    await screen.findByTestId('quote-total');
    await user.clear(weight());
    expect(screen.queryByTestId('quote-total')).not.toBeInTheDocument();
    expect(
      screen.getByText('Please enter the package weight to calculate shipping costs'),
    ).toBeInTheDocument();
  });

  it('shows the schema message for a weight beyond the limit and does not call the server', async () => {
    const requests: ParcelInput[] = [];
    serverQuotes(requests);
    const { user, weight, value } = setup();
    await user.type(weight(), '5000');
    await user.type(value(), '100');
    expect(screen.getByText('Weight cannot exceed 1000')).toBeInTheDocument();
    // Past the calculator's wait before it asks: a request would have gone by now.
    await new Promise((resolve) => setTimeout(resolve, CALCULATING_DELAY_MS + 200));
    expect(requests).toHaveLength(0);
  });

  it('prices a widget parcel without dimensions by weight, and fills a dimension left empty with 10 cm', async () => {
    const requests: ParcelInput[] = [];
    serverQuotes(requests);
    const { user, weight, value } = setup({ defaultDimensionCm: 10 });
    await user.type(weight(), '1');
    await user.type(value(), '50');
    await screen.findByTestId('quote-total');
    expect(requests.at(-1)).toEqual({ weight: 1, itemValue: 50, unit: 'imperial', insurance: false });
    expect(screen.getByLabelText('Length')).toHaveAttribute('placeholder', '3.9');

    await user.type(screen.getByLabelText('Length'), '20');
    await waitFor(() => expect(requests.at(-1)?.dimensions).toEqual({ length: 20, width: 3.9, height: 3.9 }));
    await user.click(screen.getByRole('button', { name: 'Metric (kg, cm)' }));
    await waitFor(() => expect(requests.at(-1)?.dimensions).toEqual({ length: 20, width: 10, height: 10 }));
  });

  describe.each([
    ['the home calculator', {}],
    ['the embeddable widget', { defaultDimensionCm: 10 }],
  ])('%s', (_, props) => {
    it.each(PARCELS_EVERY_SURFACE_AGREES_ON)('quotes what the API quotes for %j', async (parcel) => {
      server.use(
        http.post('/api/shipping/calculate', async ({ request }) =>
          HttpResponse.json({
            success: true,
            data: calculateShipping(parcelSchema.parse(await request.json()), CURRENT_RATE_CARDS),
          }),
        ),
      );
      const { user, weight, value } = setup(props);
      if (parcel.unit === 'metric') await user.click(screen.getByRole('button', { name: 'Metric (kg, cm)' }));
      await user.type(weight(), String(parcel.weight));
      await user.type(value(), String(parcel.itemValue));
      for (const [label, size] of Object.entries(parcel.dimensions ?? {})) {
        await user.type(screen.getByLabelText(label.charAt(0).toUpperCase() + label.slice(1)), String(size));
      }
      if (parcel.insurance) await user.click(screen.getByLabelText('Add insurance (3% of item value)'));
      const expected = usd(calculateShipping(parcelSchema.parse(parcel), CURRENT_RATE_CARDS).cost.total);
      await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent(expected));
    });
  });

  it('shows the next flight and cutoff from the server', async () => {
    setup();
    expect(await screen.findByText('Monday 30 November 2026')).toBeInTheDocument();
    expect(screen.getByText(/Friday 27 November 2026, 4:00 PM ET/)).toBeInTheDocument();
  });
});

import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../render.js';

describe('/pricing', () => {
  it('shows the rate cards from the tariff, with prices the core computes', async () => {
    renderSite('/pricing');
    const kenya = (await screen.findByRole('heading', { name: 'Kenya' })).closest('li');
    const southSudan = screen.getByRole('heading', { name: 'South Sudan' }).closest('li');
    if (!kenya || !southSudan) throw new Error('no rate cards');
    expect(within(kenya).getByText('Below 25 kg').nextElementSibling).toHaveTextContent('$15.00/kg');
    expect(within(kenya).getByText('From 25 kg').nextElementSibling).toHaveTextContent('$14.50/kg');
    // 3 × 15 = 45; 10 × 15 = 150; 30 × 14.50 = 435.
    expect(kenya).toHaveTextContent('3 kg $45.00 · 10 kg $150.00 · 30 kg $435.00');
    expect(within(southSudan).getByText('Any weight').nextElementSibling).toHaveTextContent('$20.00/kg');
    expect(southSudan).toHaveTextContent('Pickup Only');
  });

  it('says what is included and not, the volumetric rule with its example, and the next departure', async () => {
    renderSite('/pricing');
    expect(await screen.findByText(/\$0\.00 US sales tax/)).toBeInTheDocument();
    expect(screen.getByText(/\$3\.00 off every parcel you pre-alert/)).toBeInTheDocument();
    expect(screen.getByText('Insurance: optional, 3% of the declared value')).toBeInTheDocument();
    expect(screen.getByText('Storage beyond 30 days: $1.00 a day per parcel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'customs calculator' })).toHaveAttribute(
      'href',
      '/kenya-customs-calculator',
    );
    // 60 × 40 × 40 ÷ 5000 = 19.2 kg, × $15 = $288.00.
    expect(screen.getByText(/counts as 19\.2 kg: \$288\.00 to Kenya/)).toBeInTheDocument();
    const departure = screen.getByRole('heading', { name: 'Next air departure' }).parentElement;
    if (!departure) throw new Error('no departure card');
    expect(await within(departure).findByText('Monday 30 November 2026')).toBeInTheDocument();
    expect(departure).toHaveTextContent('Friday 27 November 2026, 4:00 PM ET');
    expect(document.getElementById('calculator')).toContainElement(
      screen.getByRole('button', { name: 'Calculate Shipping Cost' }),
    );
  });
});

describe('/ocean-shipping', () => {
  it('prices a box by volume in inches or centimetres, beside its least price by air', async () => {
    renderSite('/ocean-shipping');
    const form = await screen.findByRole('form', { name: 'Sea freight calculator' });
    expect(screen.getByText('Rate').nextElementSibling).toHaveTextContent('$30.00 per cubic foot');
    await userEvent.type(within(form).getByLabelText(/^Length \(in\)/), '24');
    await userEvent.type(within(form).getByLabelText(/^Width \(in\)/), '18');
    expect(screen.queryByTestId('ocean-total')).toBeNull();
    await userEvent.type(within(form).getByLabelText(/^Height \(in\)/), '16');
    // 24 × 18 × 16 in = 4 ft³ × $30 = $120; by air: 60.96 × 45.72 × 40.64 cm ÷ 5000 = 22.65 kg × $15 = $339.75.
    expect(screen.getByTestId('ocean-total')).toHaveTextContent('$120.00');
    expect(screen.getByText(/4 ft³ by sea/)).toBeInTheDocument();
    expect(screen.getByText(/at least \$339\.75 \(22\.65 kg volumetric weight\)/)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Centimetres' }));
    // The same numbers in cm: 6,912 cm³ = 0.24 ft³ → $7.20.
    expect(screen.getByTestId('ocean-total')).toHaveTextContent('$7.20');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_EXCHANGE_RATE } from '../../../../core/shared/exchange-rate.js';
import { renderSite } from '../../render.js';

const duty = () => screen.getByRole('form', { name: 'Customs duty' });

describe('/kenya-customs-calculator', () => {
  it('calculates only with a value and a category, and gives the $500 phone 125 + 100 = 225, landed 725', async () => {
    renderSite('/kenya-customs-calculator');
    await screen.findByRole('form', { name: 'Customs duty' });
    const calculate = within(duty()).getByRole('button', { name: 'Calculate' });
    expect(calculate).toBeDisabled();
    await userEvent.type(within(duty()).getByLabelText(/^Item value/), '500');
    expect(calculate).toBeDisabled();
    await userEvent.selectOptions(within(duty()).getByLabelText(/^Category/), 'electronics-new');
    expect(screen.queryByTestId('customs-landed-cost')).toBeNull();
    await userEvent.click(calculate);

    expect(screen.getByText('Import duty (25%)').nextElementSibling).toHaveTextContent('$125.00');
    expect(screen.getByText('VAT (16% of value + duty)').nextElementSibling).toHaveTextContent('$100.00');
    expect(screen.getByText('Total customs').nextElementSibling).toHaveTextContent('$225.00');
    expect(screen.getByTestId('customs-landed-cost')).toHaveTextContent('$725.00');
    // 725 × 129 shillings, the placeholder rate.
    expect(PLACEHOLDER_EXCHANGE_RATE.kesPerUsd).toBe(129);
    expect(screen.getAllByText('≈ KES 93,525')).toHaveLength(1);
  });

  it('warns about the KEBS permit for used electronics, and replaces the result on each click', async () => {
    renderSite('/kenya-customs-calculator');
    await screen.findByRole('form', { name: 'Customs duty' });
    await userEvent.type(within(duty()).getByLabelText(/^Item value/), '200');
    await userEvent.selectOptions(within(duty()).getByLabelText(/^Category/), 'electronics-used');
    await userEvent.click(within(duty()).getByRole('button', { name: 'Calculate' }));
    // 200 + 70 duty (35%) + 43.20 VAT (16% of 270) = 313.20.
    expect(screen.getByTestId('customs-landed-cost')).toHaveTextContent('$313.20');
    expect(screen.getAllByText(/KEBS \(Kenya Bureau of Standards\) permit/).length).toBeGreaterThan(1);

    await userEvent.selectOptions(within(duty()).getByLabelText(/^Category/), 'books');
    expect(screen.getByTestId('customs-landed-cost')).toHaveTextContent('$313.20');
    await userEvent.click(within(duty()).getByRole('button', { name: 'Calculate' }));
    // Books: no duty, VAT 16% of 200 = 32.
    expect(screen.getByTestId('customs-landed-cost')).toHaveTextContent('$232.00');
  });

  it('adds shipping, IDF and the railway levy in the all-in estimate, line by line', async () => {
    renderSite('/kenya-customs-calculator');
    await screen.findByRole('form', { name: 'Customs duty' });
    await userEvent.type(within(duty()).getByLabelText(/^Item value/), '500');
    await userEvent.selectOptions(within(duty()).getByLabelText(/^Category/), 'electronics-new');
    expect(screen.queryByTestId('all-in-total')).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Parcel weight/), '0.5');
    // The hand-computed example of test/core/customs: 758.72.
    expect(screen.getByText('Our shipping').nextElementSibling).toHaveTextContent('$7.50');
    expect(screen.getByText('Import Declaration Fee (2.5%)').nextElementSibling).toHaveTextContent('$12.69');
    expect(screen.getByText('Railway Development Levy (2%)').nextElementSibling).toHaveTextContent('$10.15');
    expect(screen.getByTestId('all-in-total')).toHaveTextContent('$758.72');
    // The legal note once on the page, not under every example too.
    expect(screen.getAllByText(/has the final say/)).toHaveLength(1);
    expect(
      screen.getByText(/The Kenya Revenue Authority assesses every import and has the final say/),
    ).toBeVisible();
    // The two landed costs, each saying in one line what it includes.
    expect(screen.getByTestId('all-in-includes')).toHaveTextContent(
      "All-in landed cost: the item, our shipping and Kenya's duty, VAT, IDF and RDL on the customs value ($507.50): what the parcel costs you at the door.",
    );
    await userEvent.click(within(duty()).getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('landed-cost-includes')).toHaveTextContent(
      "Landed cost: the item's value with Kenya's duty and VAT, before our shipping and the other fees.",
    );

    // Insured: 3% of 500 = 15 more in the customs value.
    await userEvent.click(screen.getByLabelText(/Insure the parcel/));
    expect(screen.getByText('Insurance').nextElementSibling).toHaveTextContent('$15.00');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSite } from '../../render.js';

afterEach(() => {
  delete window.dataLayer;
});

describe('/affiliate-programs', () => {
  it('filters the twelve programs by category tab, and counts a click on one', async () => {
    window.dataLayer = [];
    renderSite('/affiliate-programs');
    const tabs = await screen.findByRole('tablist', { name: 'Program category' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All Programs', 'E-commerce', 'Electronics', 'Fashion', 'Travel', 'Financial']);
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Travel' }));
    expect(
      within(panel())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Booking.com Affiliate Partner']);
    const booking = within(panel()).getByRole('link', { name: 'Visit Booking.com Affiliate Partner' });
    expect(booking).toHaveAttribute('href', 'https://www.booking.com/');
    expect(booking).toHaveAttribute('target', '_blank');
    booking.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(booking);
    expect(window.dataLayer).toEqual([
      { event: 'affiliate_click', page: '/affiliate-programs', program: 'booking' },
    ]);
  });

  it('estimates a month from the default assumptions, and follows changes', async () => {
    renderSite('/affiliate-programs');
    const commission = await screen.findByTestId('affiliate-commission');
    // 5,000 visitors × 10% = 500 clicks × 2% = 10 orders × $100 = $1,000 × 4% = $40.
    expect(commission).toHaveTextContent('$40.00');
    const visitors = screen.getByLabelText('Visitors a month');
    await userEvent.clear(visitors);
    await userEvent.type(visitors, '20000');
    expect(commission).toHaveTextContent('$160.00');
  });
});

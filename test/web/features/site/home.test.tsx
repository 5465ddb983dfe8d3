import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../render.js';

describe('/ (home)', () => {
  it('shows the claims, the stores, the five steps and three testimonials', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Shop in the USA');
    expect(screen.getByText(/every week at\s+\$15\/kg/)).toBeInTheDocument();
    for (const claim of ['10,000+', '1,000+', '4.9/5', 'up to 60%'])
      expect(screen.getByText(claim)).toBeInTheDocument();
    expect(screen.getByText('from 2,500+ reviews')).toBeInTheDocument();
    const stores = screen.getByRole('region', { name: 'Stores our customers buy from' });
    expect(within(stores).getAllByRole('listitem')).toHaveLength(9);
    expect(stores).toHaveTextContent('+ 992 more stores');
    const steps = (await screen.findByRole('heading', { name: 'How it works' })).parentElement;
    if (!steps) throw new Error('no steps');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Register', 'Shop', 'Pre-Alert', 'Pay', 'Receive']);
    expect(screen.getAllByRole('blockquote')).toHaveLength(3);
  });

  it('compares a Nairobi shop price with the same product delivered from the US, computed by the core', async () => {
    renderSite('/');
    const table = (await screen.findByRole('heading', { name: 'Nairobi shop or US store?' })).parentElement;
    if (!table) throw new Error('no comparison');
    const phone = within(table).getByText('Smartphone, 128 GB').closest('tr');
    if (!phone) throw new Error('no phone row');
    // The reference phone, all-in: $500 + $7.50 shipping + $251.22 duty, VAT, IDF and RDL on the customs value
    // of $507.50 = $758.72; × 129 = KES 97,875; 135,000 − 97,875 = KES 37,125.
    expect(phone).toHaveTextContent('$500.00 + $7.50 shipping + $251.22 duty, VAT, IDF and RDL');
    expect(phone).toHaveTextContent('$758.72');
    expect(phone).toHaveTextContent('≈ KES 97,875');
    expect(phone).toHaveTextContent('KES 37,125');
  });
});

describe('/success-stories', () => {
  it('tells six stories whose costs the core computes, four quotes and the numbers', async () => {
    renderSite('/success-stories');
    const stories = (await screen.findByRole('heading', { name: 'Their stories' })).parentElement;
    if (!stories) throw new Error('no stories');
    expect(within(stories).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    // Books: 5 kg × $15 = $75 shipping; customs value $255, no duty, VAT $40.80, IDF $6.38, RDL $5.10.
    const books = within(stories).getByRole('heading', { name: 'Textbooks with no duty' }).closest('li');
    expect(books).toHaveTextContent('5 kg: shipping only $75.00; all-in landed cost');
    expect(books).toHaveTextContent('$307.28');
    expect(
      screen.getByRole('heading', { name: 'In a few words' }).parentElement?.querySelectorAll('blockquote'),
    ).toHaveLength(4);
    expect(screen.getByText('50,000+')).toBeInTheDocument();
  });
});

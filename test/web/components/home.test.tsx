import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../render.js';

describe('/ (home)', () => {
  it('shows the claims, the stores, the five steps and three testimonials', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Shop in the USA');
    expect(screen.getByText(/every week at\s+\$15\/kg/)).toBeInTheDocument();
    expect(screen.getByText('5,000+')).toBeInTheDocument();
    expect(screen.getByText('carriers compared, rates updated weekly')).toBeInTheDocument();
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
    // $499 + 0.5 kg × $15 = $7.50 + duty 124.75 and VAT 99.80 = $731.05; × 129 = KES 94,305; 135,000 − 94,305.
    expect(phone).toHaveTextContent('$499.00 + $7.50 shipping + $224.55 duty and VAT');
    expect(phone).toHaveTextContent('$731.05');
    expect(phone).toHaveTextContent('≈ KES 94,305');
    expect(phone).toHaveTextContent('KES 40,695');
  });
});

describe('/success-stories', () => {
  it('tells six stories whose costs the core computes, four quotes and the numbers', async () => {
    renderSite('/success-stories');
    const stories = (await screen.findByRole('heading', { name: 'Their stories' })).parentElement;
    if (!stories) throw new Error('no stories');
    expect(within(stories).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    // Books: 5 kg × $15 = $75 shipping; $180 + no duty + VAT 16% = $208.80; delivered $283.80.
    const books = within(stories).getByRole('heading', { name: 'Textbooks with no duty' }).closest('li');
    expect(books).toHaveTextContent('5 kg shipped for $75.00; delivered with duty and VAT for $283.80.');
    expect(
      screen.getByRole('heading', { name: 'In a few words' }).parentElement?.querySelectorAll('blockquote'),
    ).toHaveLength(4);
    expect(screen.getByText('50,000+')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ITEM_CATEGORIES } from '../../../../web/features/site/prohibited-items.js';
import { renderSite } from '../../render.js';

const structuredData = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );

describe('/faqs', () => {
  it('opens one question at a time, and closes it again', async () => {
    renderSite('/faqs');
    const pay = await screen.findByRole('button', { name: 'How do I pay?' });
    const pickup = screen.getByRole('button', { name: 'Where do I collect my parcel?' });
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(12);
    await userEvent.click(pay);
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    // What the dashboard offers today, and nothing it does not.
    const answer = screen.getByText(/^On your dashboard, with M-Pesa/);
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(
      /STK push\), or pay to paybill 174379 with your account ID as the account number\. In South Sudan, pay in cash at our Juba office, /,
    );
    expect(answer).not.toHaveTextContent(/card|bank transfer|PayPal/i);
    await userEvent.click(pickup);
    expect(pay).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/pickup points in Nairobi, Mombasa, Kisumu or Eldoret/)).toBeVisible();
    await userEvent.click(pickup);
    expect(pickup).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes its figures from the tariff, the schedule and the configuration, and tells search engines the same', async () => {
    renderSite('/faqs');
    await screen.findByRole('heading', { name: 'Quick reference' });
    const quick = screen.getByRole('heading', { name: 'Quick reference' }).parentElement;
    if (!quick) throw new Error('no quick reference');
    expect(within(quick).getByText('Air rate').nextElementSibling).toHaveTextContent('$15.00/kg');
    expect(within(quick).getByText('Flights').nextElementSibling).toHaveTextContent('Every Monday');
    expect(within(quick).getByText('Warehouse cutoff').nextElementSibling).toHaveTextContent(
      'Friday, 4:00 PM ET',
    );
    expect(within(quick).getByText('Support').nextElementSibling).toHaveTextContent(
      'Monday to Friday, 9 AM to 6 PM East Africa Time',
    );
    await waitFor(() => expect(structuredData().some((d) => d['@type'] === 'FAQPage')).toBe(true));
    const faq = structuredData().find((d) => d['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(12);
    const cost = faq.mainEntity.find((q) => q.name === 'How much does shipping cost?');
    expect(cost?.acceptedAnswer.text).toContain('$15.00 per kg below 25 kg and $14.50 per kg from 25 kg');
    expect(screen.getByText(cost?.acceptedAnswer.text ?? 'missing')).toBeInTheDocument();
  });
});

describe('/prohibited', () => {
  it('lists the fifteen categories, one open at a time, with the rules and the outcomes', async () => {
    renderSite('/prohibited');
    expect(await screen.findByRole('heading', { name: 'The 15 categories' })).toBeInTheDocument();
    expect(ITEM_CATEGORIES).toHaveLength(15);
    const batteries = screen.getByRole('button', { name: 'Batteries (restricted)' });
    const drugs = screen.getByRole('button', { name: 'Drugs' });
    await userEvent.click(batteries);
    expect(screen.getByText('Power banks over 100 Wh')).toBeVisible();
    await userEvent.click(drugs);
    expect(batteries).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('CBD oils and edibles')).toBeVisible();
    expect(screen.getByText(/worth over \$2,500\?/)).toBeInTheDocument();
    expect(screen.getByText('At most a 3-month supply per parcel, for personal use.')).toBeInTheDocument();
    expect(screen.getByText('Drugs are handed to law enforcement')).toBeInTheDocument();
  });
});

describe('/shipping-guide-kenya', () => {
  it('works the $500 phone out by the core (landed 725, not 740), lists the categories, tips and mistakes', async () => {
    renderSite('/shipping-guide-kenya');
    expect(await screen.findByRole('heading', { name: 'Six steps' })).toBeInTheDocument();
    const phone = screen.getByText('A $500.00 phone, 0.5 kg').parentElement as HTMLElement;
    // Duty 125 and VAT 100 on the price: 225, landed 725; shipping 0.5 kg × $15; all-in on the customs value.
    expect(within(phone).getByText('Item with duty and VAT').nextElementSibling).toHaveTextContent('$725.00');
    expect(within(phone).getByText(/^Shipping only/).nextElementSibling).toHaveTextContent('$7.50');
    expect(within(phone).getByText('All-in landed cost (estimate)').nextElementSibling).toHaveTextContent(
      '$758.72',
    );
    expect(screen.queryByText(/740/)).toBeNull();
    expect(screen.getByRole('heading', { name: '15 ways to pay less' })).toBeInTheDocument();
    expect(screen.getByText('Ship 25 kg or more at once: the rate per kg drops.')).toBeInTheDocument();
    const categories = screen.getByRole('heading', { name: 'What you cannot send' }).parentElement;
    expect(within(categories ?? document.body).getAllByRole('listitem')).toHaveLength(15);
    await waitFor(() => expect(structuredData().some((d) => d['@type'] === 'FAQPage')).toBe(true));
  });
});

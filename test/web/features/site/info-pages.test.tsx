import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SouthSudanPricingPage from '../../../../web/features/shipping/south-sudan-pricing.page.js';
import TrackPage from '../../../../web/features/parcels/track.page.js';
import { HttpResponse, http } from 'msw';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';

describe('/south-sudan-pricing', () => {
  it('prices a positive weight at $20/kg and totals 0 otherwise', async () => {
    const user = userEvent.setup();
    renderWithApp(<SouthSudanPricingPage />);
    const calculator = screen.getByRole('region', { name: 'Shipping calculator' });
    const weight = within(calculator).getByLabelText('Package weight (kg)');
    const total = () => within(calculator).getByText('Total to Juba').nextElementSibling?.textContent;
    expect(total()).toBe('$0.00');
    await user.type(weight, '3');
    expect(total()).toBe('$60.00');
    await user.clear(weight);
    await user.type(weight, '2.5');
    expect(total()).toBe('$50.00');
    await user.clear(weight);
    await user.type(weight, '-4');
    expect(total()).toBe('$0.00');
  });

  it('links to the dashboard and to sign-in', () => {
    renderWithApp(<SouthSudanPricingPage />);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Sign In or Create an Account' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.getByText(/Pickup only: there is no home delivery/)).toBeInTheDocument();
  });
});

describe('/track', () => {
  it("keeps the specification's timeline, next flight and e-mail link, beside a tracking field", async () => {
    renderWithApp(<TrackPage />);
    const lookup = screen.getByRole('form', { name: 'Track a parcel' });
    // A plain GET of /track?ref=… before JavaScript: the server renders the response.
    expect(lookup).toHaveAttribute('action', '/track');
    expect(lookup).toHaveAttribute('method', 'get');
    expect(screen.getByRole('textbox', { name: 'Tracking number or parcel number' })).toHaveAttribute(
      'name',
      'ref',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    // NEXT_DEPARTURE in msw-server.ts: Monday 2026-11-30, cutoff Friday 27 at 4 PM Eastern.
    expect(await screen.findByText('Monday 30 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Friday 27 November 2026, 4:00 PM ET')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com?subject=Tracking',
    );
  });

  it('says so when there were too many lookups, instead of showing nothing', async () => {
    server.use(
      http.get('/api/track/:reference', () =>
        HttpResponse.json(
          { code: 'RATE_LIMITED', message: 'Too many tracking requests. Please try again in a few minutes.' },
          { status: 429 },
        ),
      ),
    );
    renderWithApp(<TrackPage />, '/track?ref=1Z999AA10123456784');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tracking requests. Please try again in a few minutes.',
    );
  });
});

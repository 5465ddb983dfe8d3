import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_RATE_CARDS } from '../../../core/competitors/rate-cards.js';
import { calculateShipping } from '../../../core/shipping/calculate-shipping.js';
import { parcelSchema } from '../../../core/pricing/parcel.schema.js';
import { FLOATING_SIGNUP_SCROLL_PX } from '../../../web/layout/floating-buttons.js';
import { server } from '../msw-server.js';
import { renderSite } from '../render.js';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Links leave the page in a browser; here the click is only counted. Prevented in the capture phase, before
 * React's handlers: a router Link then tracks but does not navigate (a lazy page loaded fast could replace
 * the page between two clicks).
 */
const stayOnPage = (event: Event) => event.preventDefault();

/** Waits for the link: a page's later sections render after its heading, later still on a busy machine. */
const click = async (user: User, name: string | RegExp) => {
  const [link] = await screen.findAllByRole('link', { name }, { timeout: 10_000 });
  await user.click(link as HTMLElement);
};

async function priceAParcel(user: User) {
  const [form] = screen.getAllByRole('form', { name: 'Shipping cost calculator' });
  if (!form) throw new Error('no calculator');
  await user.type(within(form).getByLabelText(/Package weight/), '3');
  await user.type(within(form).getByLabelText('Item value (USD)'), '100');
  await waitFor(() => expect(events()).toContain('calculator_used'));
}

const events = () => (window.dataLayer ?? []).map((entry) => entry.event);

/**
 * Every event each page can send, and what sends it: the list marketing reads the data layer by. Each event
 * carries the page it came from; the embed's also name the site that embeds it.
 */
const EVENTS_BY_PAGE: Record<string, { events: string[]; act: (user: User) => Promise<void> }> = {
  '/': {
    events: [
      'kk_auth_login_clicked',
      'kk_auth_signup_clicked',
      'kk_auth_signup_clicked',
      'kk_floating_cta_clicked',
      'calculator_used',
    ],
    act: async (user) => {
      await click(user, 'Log In');
      await click(user, 'Sign Up Free');
      await click(user, 'Get your free US address');
      Object.defineProperty(window, 'scrollY', {
        value: FLOATING_SIGNUP_SCROLL_PX + 1,
        configurable: true,
        writable: true,
      });
      fireEvent.scroll(window);
      const floating = await screen.findAllByRole('link', { name: 'Sign Up Free' });
      await user.click(floating.at(-1) as HTMLElement);
      await priceAParcel(user);
    },
  },
  '/vs-kentex-cargo': {
    events: ['kk_auth_signup_clicked', 'kk_auth_signup_clicked', 'kk_auth_login_clicked'],
    act: async (user) => {
      await click(user, 'Get your free US address');
      await click(user, 'Create your free account');
      await click(user, 'Sign in to your account');
    },
  },
  '/affiliate-programs': {
    events: ['affiliate_click'],
    act: async (user) => {
      await click(user, /Amazon Associates/);
    },
  },
  '/calculator-embed?source=travel-blog': {
    events: [
      'calculator_signup_clicked',
      'calculator_learn_more_clicked',
      'calculator_branding_clicked',
      'calculator_used',
    ],
    act: async (user) => {
      await screen.findByRole('link', { name: /Powered by/ });
      await click(user, 'Sign up free');
      await click(user, 'Learn how it works');
      await click(user, /Powered by/);
      await priceAParcel(user);
    },
  },
};

beforeEach(() => {
  window.dataLayer = [];
  document.addEventListener('click', stayOnPage, true);
  server.use(
    http.post('/api/shipping/calculate', async ({ request }) =>
      HttpResponse.json({
        success: true,
        data: calculateShipping(parcelSchema.parse(await request.json()), CURRENT_RATE_CARDS),
      }),
    ),
  );
});

afterEach(() => {
  document.removeEventListener('click', stayOnPage, true);
  delete window.dataLayer;
});

describe('analytics: the events each page sends to the data layer', () => {
  it.each(Object.entries(EVENTS_BY_PAGE))(
    '%s',
    async (location, { events: expected, act }) => {
      renderSite(location);
      await screen.findByRole('heading', { level: 1 });
      await act(userEvent.setup());
      expect(events()).toEqual(expected);
      const page = location.split('?')[0];
      for (const entry of window.dataLayer ?? []) expect(entry.page).toBe(page);
      if (location.startsWith('/calculator-embed'))
        for (const entry of window.dataLayer ?? []) expect(entry.source).toMatch(/travel-blog/);
    },
    15_000,
  );

  it('counts a calculator use once per price shown, not per keystroke', async () => {
    renderSite('/pricing');
    const user = userEvent.setup();
    const [form] = await screen.findAllByRole('form', { name: 'Shipping cost calculator' });
    if (!form) throw new Error('no calculator');
    await user.type(within(form).getByLabelText(/Package weight/), '12.5');
    await user.type(within(form).getByLabelText('Item value (USD)'), '250');
    await waitFor(() => expect(events()).toEqual(['calculator_used']));
    await user.clear(within(form).getByLabelText('Item value (USD)'));
    await user.type(within(form).getByLabelText('Item value (USD)'), '90');
    await waitFor(() => expect(events()).toEqual(['calculator_used', 'calculator_used']));
  });
});

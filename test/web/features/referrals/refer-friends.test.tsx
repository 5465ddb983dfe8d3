import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS } from '../../../../web/ui/copy-button.js';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

afterEach(() => vi.restoreAllMocks());

describe('/refer-friends', () => {
  it('asks a visitor to sign in for the link, and still offers the four messages', async () => {
    server.use(http.get('/api/session', () => HttpResponse.json({ user: null })));
    renderSite('/refer-friends');
    expect(await screen.findByRole('link', { name: 'Sign in to see your link' })).toHaveAttribute(
      'href',
      '/auth',
    );
    const intro = screen.getByRole('heading', { level: 1 }).nextElementSibling;
    expect(intro).toHaveTextContent('You earn $10.00 shipping credit');
    expect(intro).toHaveTextContent('a $5.00 welcome bonus');
    expect(screen.getAllByRole('button', { name: 'Copy message' })).toHaveLength(4);
  });

  it("gives a customer the link with their account ID, copies it (and a message) with the specification's toasts, and shares in a 600×400 window", async () => {
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: aStaffMember({ accountId: 'KX100009' }) })),
      http.get('/api/referrals/mine', () =>
        HttpResponse.json({
          link: 'http://localhost:3000/auth?tab=register&utm_source=referral&utm_medium=friend&utm_campaign=refer_friends&ref=KX100009',
          friends: 3,
          creditsEarnedCents: 2000,
        }),
      ),
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderSite('/refer-friends');
    const section = (await screen.findByRole('heading', { name: 'Your referral link' })).parentElement;
    if (!section) throw new Error('no link section');
    const link = await within(section).findByText(/ref=KX100009/);
    expect(link.textContent).toMatch(
      /^http:\/\/localhost:3000\/auth\?tab=register&.*utm_campaign=refer_friends/,
    );
    expect(within(section).getByText('Friends who joined').nextElementSibling).toHaveTextContent('3');
    expect(within(section).getByText('Credit earned').nextElementSibling).toHaveTextContent('$20.00');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link.textContent);
    expect(within(section).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS));
    expect(within(section).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    vi.useRealTimers();
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();

    const [firstMessage] = screen.getAllByRole('button', { name: 'Copy message' });
    if (!firstMessage) throw new Error('no message to copy');
    await userEvent.click(firstMessage);
    expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/ref=KX100009$/));
    expect(await screen.findByText('Message copied! Now paste it into your app.')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('link', { name: 'LinkedIn' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=.*KX100009/),
      'share',
      'width=600,height=400,noopener',
    );
    expect(within(section).getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=/,
    );
  });

  it('says so when a customer’s link cannot be loaded, rather than checking for ever', async () => {
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: aStaffMember({ accountId: 'KX100009' }) })),
      http.get('/api/referrals/mine', () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    renderSite('/refer-friends');
    expect(
      await screen.findByText('Your link could not be loaded just now. Please refresh the page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to see your link' })).not.toBeInTheDocument();
  });
});

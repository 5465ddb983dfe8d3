import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FloatingButtons } from '../../../web/layout/floating-buttons.js';
import { SiteHeader } from '../../../web/layout/site-header.js';
import { ToastRegion } from '../../../web/ui/toast-region.js';
import { toast } from '../../../web/ui/toast-store.js';
import NotFoundPage from '../../../web/features/site/not-found.page.js';
import { server } from '../msw-server.js';
import { renderWithApp } from '../render.js';
import { SITE_MAP } from '../../../web/site/site-map.js';
import { FOOTER_GROUPS, NAV_ITEMS } from '../../../web/site/navigation.js';

// Files share a worker (isolate: false): another file may have scrolled the window or made scrollY a plain value.
beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('site header', () => {
  it('lists the navigation items in the specified order, each a page the site has', () => {
    renderWithApp(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const specified = ['/how-it-works', '/pricing', '/shop', '/buy-for-me', '/track', '/faqs', '/contact'];
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(specified);
    const menus = [...NAV_ITEMS, ...FOOTER_GROUPS.flatMap((group) => group.items)].map((item) => item.href);
    for (const href of menus) expect(SITE_MAP.kindOf(href)).toBe('public');
    // Every public page but the home page (the logo) is reachable from the header or the footer.
    expect(new Set(menus)).toEqual(new Set(SITE_MAP.publicPaths.filter((path) => path !== '/')));
  });

  it('opens the mobile menu as a dialog: Log In and Sign Up Free, Escape closes it, focus returns', async () => {
    const user = userEvent.setup();
    renderWithApp(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    // The dialog's code loads when the visitor reaches for the button.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
    expect(within(menu).getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
    expect(menu.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('the header of a signed-in customer', () => {
  const WANJIRU = {
    id: 'u1',
    email: 'wanjiru@example.com',
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    phoneNumber: '+254712345678',
    destination: 'kenya' as const,
    isEmailVerified: true,
    roles: [],
    accountId: 'KX100001',
  };

  it('shows the first name, opening Dashboard and Log out; after Log out, Log In again', async () => {
    let signedIn = true;
    const loggedOut: string[] = [];
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: signedIn ? WANJIRU : null })),
      http.post('/api/logout', () => {
        signedIn = false;
        loggedOut.push('logout');
        return HttpResponse.json({ message: 'You have been signed out.' });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<SiteHeader />);
    const account = await screen.findByRole('button', { name: 'Account menu for Wanjiru' });
    expect(account).toHaveTextContent('Wanjiru');
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await user.click(account);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await screen.findAllByRole('link', { name: 'Log In' });
    expect(loggedOut).toEqual(['logout']);
  });

  it('says who is signed in in the phone menu, with Dashboard and Log out instead of Log In', async () => {
    server.use(http.get('/api/session', () => HttpResponse.json({ user: WANJIRU })));
    const user = userEvent.setup();
    renderWithApp(<SiteHeader />);
    await screen.findByRole('button', { name: 'Account menu for Wanjiru' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByText('Wanjiru')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('never floats Sign Up Free over a signed-in customer’s page', async () => {
    server.use(http.get('/api/session', () => HttpResponse.json({ user: WANJIRU })));
    renderWithApp(
      <>
        <SiteHeader />
        <FloatingButtons />
      </>,
    );
    await screen.findByRole('button', { name: 'Account menu for Wanjiru' });
    act(() => {
      window.scrollY = 900;
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    window.scrollY = 0;
  });
});

describe('floating buttons', () => {
  const scrollTo = (y: number) =>
    act(() => {
      window.scrollY = y;
      fireEvent.scroll(window);
    });
  const bar = () => document.querySelector('[data-floating-bar]');

  it('shows the sign-up button only after 500 px of scrolling, and the phone bar only with it', () => {
    renderWithApp(<FloatingButtons />);
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    // WhatsApp alone floats in the corner: no bar holding only it.
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveClass('fixed');
    expect(bar()).toBeNull();
    scrollTo(501);
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toBeInTheDocument();
    expect(bar()).toContainElement(screen.getByRole('link', { name: 'Chat with us on WhatsApp' }));
    scrollTo(0);
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    expect(bar()).toBeNull();
  });

  it('floats nothing over a staff page', () => {
    renderWithApp(<FloatingButtons />, '/admin-parcels');
    scrollTo(900);
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    scrollTo(0);
  });

  it('links WhatsApp on the web for a desktop browser', () => {
    renderWithApp(<FloatingButtons />);
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/web\.whatsapp\.com\/send\?phone=\d+&text=/),
    );
  });
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', async () => {
    renderWithApp(<ToastRegion />);
    act(() => toast({ title: 'First' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => toast({ title: 'Second', description: 'details', variant: 'destructive' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it('speaks to a shopper, with ways home, to the calculator and to contact', () => {
    renderWithApp(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/', '/pricing#calculator', '/contact']);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountMenu, MobileAccount } from '../../../web/layout/account-menu.js';
import { SITE_MAP } from '../../../web/site/site-map.js';
import type { StaffRole } from '../../../core/shared/staff-roles.js';
import { aPublicUser, aStaffMember } from '../../core/accounts/user.mother.js';
import { renderWithApp } from '../render.js';

/** A page with a parameter (one customer's) is reached from its list, not from the menu. */
const ADMIN_PATHS = SITE_MAP.pages
  .filter((page) => page.kind === 'admin' && !page.path.includes('/:'))
  .map((page) => page.path);

describe("the account menu's staff pages", () => {
  it('lists every admin page the site map declares, on the desktop menu', async () => {
    expect(ADMIN_PATHS).toEqual(
      expect.arrayContaining([
        '/admin-upload',
        '/admin-products',
        '/admin-rates',
        '/admin-preview',
        '/admin-parcels',
        '/admin-payments',
        '/admin-customers',
      ]),
    );
    expect(SITE_MAP.pages.map((page) => page.path)).toContain('/admin-customers/:accountId');
    renderWithApp(<AccountMenu user={aStaffMember()} />, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Grace' }));
    const menu = await screen.findByRole('menu');
    const linked = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'))
      .filter((href) => href?.startsWith('/admin-'));
    expect(linked.sort()).toEqual([...ADMIN_PATHS].sort());
    expect(within(menu).getByRole('menuitem', { name: 'Payments' })).toHaveAttribute(
      'href',
      '/admin-payments',
    );
  });

  it('lists them on the phone menu too, and shows none to a customer', () => {
    const { unmount } = renderWithApp(<MobileAccount user={aStaffMember()} onDone={() => undefined} />, '/');
    const staff = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(
      within(staff)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .sort(),
    ).toEqual([...ADMIN_PATHS].sort());
    unmount();
    renderWithApp(<MobileAccount user={aPublicUser()} onDone={() => undefined} />, '/');
    expect(screen.queryByRole('navigation', { name: 'Staff pages' })).not.toBeInTheDocument();
  });

  it('shows each staff member only the pages of their roles', async () => {
    const menuOf = async (roles: StaffRole[]) => {
      const { unmount } = renderWithApp(<AccountMenu user={aStaffMember({ roles })} />, '/');
      await userEvent.click(screen.getByRole('button', { name: 'Account menu for Grace' }));
      const menu = await screen.findByRole('menu');
      const labels = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent)
        .filter((label) => label !== 'Dashboard' && label !== 'Log out');
      unmount();
      return labels;
    };
    expect(await menuOf(['warehouse'])).toEqual(['Flights', 'Parcels', 'Scans']);
    expect(await menuOf(['finance'])).toEqual(['Parcels', 'Payments']);
    expect(await menuOf(['support'])).toEqual(['Customers', 'Parcels', 'Scans']);
    expect(await menuOf(['finance', 'dispatch'])).toEqual([
      'Dispatch',
      'Flights',
      'Parcels',
      'Payments',
      'Run sheet',
      'Scans',
    ]);
    expect(await menuOf([])).toEqual([]);

    renderWithApp(
      <MobileAccount user={aStaffMember({ roles: ['finance'] })} onDone={() => undefined} />,
      '/',
    );
    const staff = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(
      within(staff)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Parcels', 'Payments']);
  });
});

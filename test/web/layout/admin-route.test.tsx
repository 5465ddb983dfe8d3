import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { unclaimedParcelsEndpoint } from '../../../core/parcels/api/parcel-desk.endpoints.js';
import { receiveParcelEndpoint } from '../../../core/parcels/api/parcels.endpoints.js';
import type { StaffRole } from '../../../core/shared/staff-roles.js';
import { AdminRoute, ForCallersOf } from '../../../web/layout/admin-route.js';
import { aStaffMember } from '../../core/accounts/user.mother.js';
import { server } from '../msw-server.js';
import { renderWithApp } from '../render.js';

const signedIn = (roles: StaffRole[]) =>
  server.use(http.get('/api/session', () => HttpResponse.json({ user: aStaffMember({ roles }) })));

function Desk() {
  return (
    <>
      <p>Find parcels</p>
      <ForCallersOf declared={unclaimedParcelsEndpoint}>
        <p>Unclaimed parcels</p>
      </ForCallersOf>
      <ForCallersOf declared={receiveParcelEndpoint}>
        <p>Receive a parcel</p>
      </ForCallersOf>
    </>
  );
}

describe('a staff page for several roles', () => {
  it('shows each part to the roles its endpoint names, and all of them to an admin', async () => {
    signedIn(['support']);
    const { unmount } = renderWithApp(<Desk />, '/admin-parcels');
    expect(await screen.findByText('Unclaimed parcels')).toBeInTheDocument();
    expect(screen.queryByText('Receive a parcel')).not.toBeInTheDocument();
    unmount();
    signedIn(['admin']);
    renderWithApp(<Desk />, '/admin-parcels');
    expect(await screen.findByText('Receive a parcel')).toBeInTheDocument();
  });

  it('says a page is not for a role it does not name, naming the ones it does', async () => {
    signedIn(['warehouse']);
    renderWithApp(
      <AdminRoute roles={['finance']}>
        <p>Payments</p>
      </AdminRoute>,
      '/admin-payments',
    );
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
    expect(screen.getByText(/for staff with the finance role/)).toBeInTheDocument();
    expect(screen.queryByText('Payments')).not.toBeInTheDocument();
  });
});

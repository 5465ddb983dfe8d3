import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StaffRole } from '../../../../core/shared/staff-roles.js';
import { describe, expect, it } from 'vitest';
import type { AuditEntryResponse } from '../../../../core/audit/api/audit-responses.schema.js';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

const anEntry = (overrides: Partial<AuditEntryResponse> = {}): AuditEntryResponse => ({
  seq: 2,
  // 12:30 PM in Nairobi.
  at: '2026-12-04T09:30:00.000Z',
  staffUserId: 'staff-1',
  staffEmail: 'grace@kango.test',
  address: '203.0.113.7',
  action: 'parcel.handed-over',
  subjectKind: 'parcel',
  subjectId: 'KP1000001',
  accountId: 'KX100001',
  details: { from: 'ready', to: 'delivered', box: null, withCode: false },
  reason: 'Owner showed ID',
  ...overrides,
});

const signedIn = (roles: StaffRole[] = ['admin']) =>
  server.use(http.get('/api/session', () => HttpResponse.json({ user: aStaffMember({ roles }) })));

describe('/admin-audit', () => {
  it('is for staff only', async () => {
    signedIn([]);
    renderSite('/admin-audit');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  });

  it('lists who, when, from where, what and why, filters by the form, and pages on', async () => {
    signedIn();
    const queries: string[] = [];
    server.use(
      http.get('/api/admin/audit', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        return HttpResponse.json(
          query.get('cursor') === '2'
            ? {
                entries: [
                  anEntry({ seq: 1, action: 'parcel.received', subjectId: 'KP1000009', reason: null }),
                ],
                nextCursor: null,
              }
            : { entries: [anEntry()], nextCursor: '2' },
        );
      }),
    );
    renderSite('/admin-audit');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const row = within(table).getByText('KP1000001').closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('4 December 2026, 12:30 PM')).toBeInTheDocument();
    expect(cells.getByText('grace@kango.test')).toBeInTheDocument();
    expect(cells.getByText('203.0.113.7')).toBeInTheDocument();
    expect(cells.getByText(/Handed over parcel/)).toBeInTheDocument();
    expect(cells.getByText('from: ready, to: delivered, withCode: false')).toBeInTheDocument();
    expect(cells.getByText('Owner showed ID')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('KP1000009')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Account'), 'KX100001');
    await userEvent.type(screen.getByLabelText('Staff e-mail or id'), 'grace@kango.test');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table', { name: 'Audit trail' });
    expect(queries).toEqual(['', 'cursor=2', 'account=KX100001&staff=grace%40kango.test']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../../core/accounts/user.js';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

const report = (overrides: Record<string, unknown> = {}) => ({
  count: 2,
  lines: 3,
  inserted: 2,
  updated: 0,
  unchanged: 0,
  rejected: [{ line: 3, reason: 'Expected first name, last name and account ID', text: 'oops' }],
  rejectedCount: 1,
  rolledBack: false,
  ...overrides,
});

const toasts = async () => within(await screen.findByRole('region', { name: /Notifications/ }));

afterEach(() => vi.restoreAllMocks());

describe('/admin-upload', () => {
  function staffApi(user: PublicUser = aStaffMember()) {
    const calls: { method: string; path: string; body: string }[] = [];
    let count = 5;
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: user })),
      http.get('/api/customers/count', () => HttpResponse.json({ count, siteAccounts: 0, imported: count })),
      http.get('/api/customers/sample', () => HttpResponse.json({ count: 584 })),
      http.post('/api/customers/import', async ({ request }) => {
        calls.push({ method: 'POST', path: '/api/customers/import', body: await request.text() });
        await delay(20);
        count += 2;
        return HttpResponse.json(report());
      }),
      http.delete('/api/customers/clear', () => {
        calls.push({ method: 'DELETE', path: '/api/customers/clear', body: '' });
        count = 0;
        return HttpResponse.json({ removed: 7 });
      }),
    );
    return calls;
  }

  it('is for the admin role only', async () => {
    staffApi(aStaffMember({ roles: ['warehouse'] }));
    renderSite('/admin-upload');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
    expect(screen.getByText(/for staff with the admin role/)).toBeInTheDocument();
  });

  it('shows the count, the database status and the sample size', async () => {
    staffApi();
    renderSite('/admin-upload');
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('Total customers').nextElementSibling).toHaveTextContent('5');
    expect(screen.getByText('Site accounts').nextElementSibling).toHaveTextContent('0');
    expect(screen.getByText('Imported customers').nextElementSibling).toHaveTextContent('5');
    expect(await screen.findByRole('button', { name: 'Load ALL (584 customers)' })).toBeInTheDocument();
  });

  it('refuses other file types and an upload without a file', async () => {
    const calls = staffApi();
    const user = userEvent.setup({ applyAccept: false });
    renderSite('/admin-upload');
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await (await toasts()).findByText('No File Selected')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Customer file'), new File(['%PDF'], 'list.pdf'));
    expect(await (await toasts()).findByText('Invalid File Type')).toBeInTheDocument();
    expect((await toasts()).getByText('Please upload a CSV or TXT file')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the file as text, says what loaded, lists the rejects and refreshes the count', async () => {
    const calls = staffApi();
    const user = userEvent.setup();
    renderSite('/admin-upload');
    const text = 'Amina,Yusuf,KX1\nOtieno Odhiambo KX2\noops';
    await user.upload(await screen.findByLabelText('Customer file'), new File([text], 'customers.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await (await toasts()).findByText('Upload Successful')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/customers/import', body: text }]);
    const rejects = screen.getByRole('region', { name: '1 line was not loaded' });
    expect(within(rejects).getByText('Expected first name, last name and account ID')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Total customers').nextElementSibling).toHaveTextContent('7'),
    );
  });

  it("says 'No Data Found' when nothing in the file was a customer, and 'Upload Failed' when the call fails", async () => {
    staffApi();
    server.use(
      http.post('/api/customers/import', () => HttpResponse.json(report({ count: 0, inserted: 0 }))),
    );
    const user = userEvent.setup();
    renderSite('/admin-upload');
    await user.upload(await screen.findByLabelText('Customer file'), new File(['nothing'], 'x.txt'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await (await toasts()).findByText('No Data Found')).toBeInTheDocument();

    server.use(http.post('/api/customers/import', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await (await toasts()).findByText('Upload Failed')).toBeInTheDocument();
  });

  it('clears only after the confirmation', async () => {
    const calls = staffApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderSite('/admin-upload');
    await user.click(await screen.findByRole('button', { name: 'Clear all customers' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to clear all customer data? This action cannot be undone.',
    );
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear all customers' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', path: '/api/customers/clear', body: '' }]),
    );
    await waitFor(() =>
      expect(screen.getByText('Total customers').nextElementSibling).toHaveTextContent('0'),
    );
  });
});

describe('/how-it-works', () => {
  function lookupResponses(
    answer: (names: { firstName: string; lastName: string }) => Response | Promise<Response>,
  ) {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/customer-lookup', async ({ request }) => {
        const body = (await request.json()) as { firstName: string; lastName: string };
        bodies.push(body);
        await delay(20);
        return answer(body);
      }),
    );
    return bodies;
  }

  it("links the five steps to this site's own account pages and opens the pre-alert panel", async () => {
    const user = userEvent.setup();
    renderSite('/how-it-works');
    expect(await screen.findByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
    expect(screen.getByRole('link', { name: 'Sign in to see your address' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.getByRole('link', { name: 'Send a pre-alert' })).toHaveAttribute('href', '/dashboard');
    const toggle = screen.getByRole('button', { name: /What is a pre-alert/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/cost \$3 less to ship/)).toBeInTheDocument();
  });

  it('asks for both names before looking anyone up', async () => {
    const bodies = lookupResponses(() => HttpResponse.json({ found: false }));
    const user = userEvent.setup();
    renderSite('/how-it-works');
    await user.type(await screen.findByLabelText('First name'), 'Amina');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect(await (await toasts()).findByText('Missing Information')).toBeInTheDocument();
    expect((await toasts()).getByText('Please enter both first and last names.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('finds a customer, builds the address with the account ID, and copies it', async () => {
    // Answered once the test has seen the button checking: a loaded machine's click outlasted a fixed 20 ms.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    lookupResponses(async () => {
      await released;
      return HttpResponse.json({
        found: true,
        customer: { firstName: 'Amina', accountId: 'KX100234', phoneNumber: null },
      });
    });
    const user = userEvent.setup();
    renderSite('/how-it-works');
    await user.type(await screen.findByLabelText('First name'), 'amina');
    await user.type(screen.getByLabelText('Last name'), 'Yusuf');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Customer Found!')).toBeInTheDocument();
    expect(screen.getByText('Full name: Amina Yusuf')).toBeInTheDocument();
    expect(screen.getByText('Address line 2: Suite KX100234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await (await toasts()).findByText('Address format copied to clipboard!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toMatch(/^Amina Yusuf\n.+\nSuite KX100234\n/);
  });

  it("shows 'New Customer' with a sign-up link, and nobody's ID for a shared name", async () => {
    lookupResponses(({ firstName }) =>
      HttpResponse.json(firstName === 'John' ? { found: true, ambiguous: true } : { found: false }),
    );
    const user = userEvent.setup();
    renderSite('/how-it-works');
    await user.type(await screen.findByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect(await screen.findByText('New Customer')).toBeInTheDocument();
    expect(screen.getByText('Address line 2: Suite KX-YOUR-ID')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'John');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect(await screen.findByText('More than one customer has this name')).toBeInTheDocument();
    expect(screen.getByText('Address line 2: Suite KX-YOUR-ID')).toBeInTheDocument();
  });

  it("says 'Lookup Failed' and goes back to unknown when the call fails", async () => {
    lookupResponses(() => new HttpResponse(null, { status: 503 }));
    const user = userEvent.setup();
    renderSite('/how-it-works');
    await user.type(await screen.findByLabelText('First name'), 'Amina');
    await user.type(screen.getByLabelText('Last name'), 'Yusuf');
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect(await (await toasts()).findByText('Lookup Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find my account' })).toBeEnabled();
    expect(screen.queryByText('Customer Found!')).not.toBeInTheDocument();
  });
});

import { type SyntheticEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CustomerResultsResponse } from '../../../core/staff/api/staff-responses.schema.js';
import { customerPagePath } from '../../../core/staff/api/staff.pages.js';
import { serverMessage } from '../../site/fetch-json.js';
import { Button } from '../../ui/button.js';
import { Section } from '../../ui/card.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { type Column, ResponsiveTable } from '../../ui/responsive-table.js';
import { useCustomerSearch } from './staff.api.js';

type Hit = CustomerResultsResponse['customers'][number];

const COLUMNS: Column<Hit>[] = [
  {
    header: 'Account',
    className: 'font-mono',
    cell: (hit) => (
      <Link to={customerPagePath(hit.accountId)} className="font-semibold text-brand-700 underline">
        {hit.accountId}
      </Link>
    ),
  },
  { header: 'Name', cell: (hit) => `${hit.firstName} ${hit.lastName}` },
  { header: 'Phone', cell: (hit) => hit.phoneNumber ?? '—' },
  { header: 'E-mail', className: 'break-all', cell: (hit) => hit.email ?? '—' },
  { header: 'Kind', cell: (hit) => (hit.source === 'site-account' ? 'Site account' : 'Imported') },
];

function Results({ q }: { q: string }) {
  const search = useCustomerSearch(q);
  const { data, size, setSize, isLoading, isValidating } = search;
  const error: unknown = search.error;
  if (error !== undefined) return <p className="mt-4 text-red-700">{serverMessage(error)}</p>;
  if (isLoading || !data) return <p className="mt-4 text-slate-600">Searching…</p>;
  const found = data.flatMap((page) => page.customers);
  if (found.length === 0) return <p className="mt-4 text-slate-700">No customer matches “{q}”.</p>;
  const more = data.at(-1)?.nextCursor != null;
  return (
    <div className="mt-4 space-y-3">
      <ResponsiveTable
        label="Customers found"
        columns={COLUMNS}
        rows={found}
        rowKey={(hit) => hit.accountId}
      />
      {more && (
        <Button
          variant="quiet"
          busy={isValidating}
          busyLabel="Loading…"
          onClick={() => void setSize(size + 1)}
        >
          Show more
        </Button>
      )}
    </div>
  );
}

/** Staff find a person: every site account and every imported customer, by account ID, name, phone or e-mail. */
export default function AdminCustomersPage() {
  usePageMeta('Customers', 'Staff: find a customer by account ID, name, phone or e-mail.');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const tooShort = typed.trim().length < 2;
  const search = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!tooShort) setQ(typed.trim());
  };
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Customers</h1>
      <Section
        title="Find a customer"
        intro="An account ID (KX…), any part of a name, a phone in any writing (0712…, +254 712…) or an e-mail. Site accounts and imported customers alike."
      >
        <form role="search" onSubmit={search} className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              Search
            </label>
            <input
              id={id}
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2"
              autoComplete="off"
            />
          </div>
          <Button type="submit" disabled={tooShort}>
            Search
          </Button>
        </form>
        {q !== '' && <Results q={q} />}
      </Section>
    </div>
  );
}

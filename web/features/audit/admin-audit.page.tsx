import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditEntryResponse } from '../../../core/audit/api/audit-responses.schema.js';
import type { AuditAction } from '../../../core/audit/audit-entry.js';
import { formatDateTimeIn, NAIROBI_TIME_ZONE } from '../../../core/shared/calendar.js';
import { Button, SubmitButton } from '../../ui/button.js';
import { Section } from '../../ui/card.js';
import { Form, TextField } from '../../ui/field.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { type Column, ResponsiveTable } from '../../ui/responsive-table.js';
import { type AuditFilters, useAudit } from './audit.api.js';

const ACTION_TEXT: Readonly<Record<AuditAction, string>> = {
  'parcel.received': 'Received parcel',
  'parcel.assigned': 'Assigned parcel',
  'parcel.moved': 'Moved parcel',
  'parcel.handed-over': 'Handed over parcel',
  'shipment.packed': 'Packed box',
  'payment.recorded': 'Recorded payment',
  'entry.reversed': 'Reversed entry',
  'account.credited': 'Credited account',
  'flight.loaded': 'Loaded on flight',
  'account.sign-in-blocked': 'Blocked sign-in',
  'account.sign-in-unblocked': 'Unblocked sign-in',
  'account.destination-changed': 'Changed destination',
  'account.note-added': 'Added a note',
  'account.link-sent': 'Sent an account link',
  'staff.role-granted': 'Granted a role',
  'staff.role-revoked': 'Revoked a role',
  'delivery.assigned': 'Assigned to a rider',
  'delivery.failed': 'Delivery failed',
  'parcels.moved': 'Moved parcels in a batch',
  'flight.stepped': 'Took a flight’s step',
};

/** The details, as `key: value` pairs on one line. */
const detailsText = (details: AuditEntryResponse['details']) =>
  Object.entries(details)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

const COLUMNS: readonly Column<AuditEntryResponse>[] = [
  {
    header: 'When',
    cell: (e) => formatDateTimeIn(new Date(e.at), NAIROBI_TIME_ZONE),
    className: 'whitespace-nowrap',
  },
  { header: 'Who', cell: (e) => e.staffEmail },
  { header: 'Address', cell: (e) => <span className="font-mono">{e.address}</span> },
  {
    header: 'What',
    cell: (e) => (
      <span>
        {ACTION_TEXT[e.action]} <span className="font-mono font-semibold">{e.subjectId}</span>
        {e.accountId && e.accountId !== e.subjectId && ` (${e.accountId})`}
        <span className="block text-sm text-slate-600">{detailsText(e.details)}</span>
      </span>
    ),
  },
  { header: 'Why', cell: (e) => e.reason ?? '—' },
];

function AuditList({ filters }: { filters: AuditFilters }) {
  const query = useAudit(filters);
  const { data, size, setSize, isLoading, isValidating } = query;
  const error: unknown = query.error;
  if (error)
    return (
      <p className="mt-3 text-red-700">
        {error instanceof Error ? error.message : 'The trail could not be read.'} Check the filters and try
        again.
      </p>
    );
  if (isLoading || !data) return <p className="mt-3 text-slate-600">Reading the trail…</p>;
  const entries = data.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className="mt-3 text-slate-600">No staff action matches.</p>;
  const more = data.at(-1)?.nextCursor != null;
  return (
    <div className="mt-3 space-y-3">
      <ResponsiveTable label="Audit trail" columns={COLUMNS} rows={entries} rowKey={(e) => String(e.seq)} />
      {more && (
        <Button
          variant="quiet"
          busy={isValidating}
          busyLabel="Reading..."
          onClick={() => void setSize(size + 1)}
        >
          Show more
        </Button>
      )}
    </div>
  );
}

const FILTER_NAMES = ['account', 'staff', 'from', 'to'] as const;

export default function AdminAuditPage() {
  usePageMeta(
    'Audit trail',
    'Staff: every staff action that changed something, with who, when, from which address, what and why.',
  );
  const [params, setParams] = useSearchParams();
  const given: AuditFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) given[name] = value;
  }
  const [draft, setDraft] = useState<Required<AuditFilters>>({
    account: given.account ?? '',
    staff: given.staff ?? '',
    from: given.from ?? '',
    to: given.to ?? '',
  });
  const field = (name: (typeof FILTER_NAMES)[number]) => ({
    name,
    value: draft[name],
    onChange: (value: string) => setDraft({ ...draft, [name]: value }),
  });
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Audit trail</h1>
      <Section
        title="Filters"
        intro="Every staff action that changed something, newest first. Times are Nairobi’s; dates filter by UTC day."
      >
        <Form
          label="Filter the audit trail"
          role="search"
          get={{ action: '/admin-audit' }}
          className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
          onSubmit={() => {
            const next = new URLSearchParams();
            for (const name of FILTER_NAMES) if (draft[name].trim()) next.set(name, draft[name].trim());
            setParams(next);
          }}
        >
          <TextField label="Account" placeholder="KX1001" {...field('account')} />
          <TextField label="Staff e-mail or id" type="search" {...field('staff')} />
          <TextField label="From" type="date" {...field('from')} />
          <TextField label="To" type="date" {...field('to')} />
          <SubmitButton busy={false} busyLabel="Reading…">
            Show
          </SubmitButton>
        </Form>
      </Section>
      <Section title="Entries">
        <AuditList filters={given} />
      </Section>
    </div>
  );
}

import { Link, useParams } from 'react-router-dom';
import type { CustomerPageResponse } from '../../../core/staff/api/staff-responses.schema.js';
import { formatUsd } from '../../../core/shared/money.js';
import { NAIROBI_TIME_ZONE, formatDateTimeIn } from '../../../core/shared/calendar.js';
import { serverMessage } from '../../site/fetch-json.js';
import { Card, Section } from '../../ui/card.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { type Column, ResponsiveTable } from '../../ui/responsive-table.js';
import {
  creditAccountEndpoint,
  reverseEntryEndpoint,
} from '../../../core/payments/api/payments.endpoints.js';
import { ForCallersOf, useMayCall } from '../../layout/admin-route.js';
import { reverseEntry } from '../payments/payments.api.js';
import { AccountActions, NotesSection } from './customer-actions.js';
import { GoodwillCredit, ReverseButton } from './ledger-actions.js';
import { useCustomer } from './staff.api.js';

type Account = NonNullable<CustomerPageResponse['account']>;
type ParcelRow = Account['parcels'][number];
type EntryRow = Account['statement']['entries'][number];
type NoticeRow = Account['notices'][number];

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB');
const dayTime = (iso: string) => formatDateTimeIn(new Date(iso), NAIROBI_TIME_ZONE);
const DESTINATION_TEXT = { kenya: 'Kenya', 'south-sudan': 'South Sudan' } as const;
const NOTICE_STATE = { sent: 'Sent', pending: 'Waiting to send', 'given-up': 'Given up' } as const;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Identity({ page }: { page: CustomerPageResponse }) {
  const { customer, account } = page;
  return (
    <Card>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Account ID">
          <span className="font-mono">{customer.accountId}</span>
        </Fact>
        <Fact label="Kind">
          {customer.source === 'site-account' ? 'Site account' : 'Imported customer, no site account'}
        </Fact>
        <Fact label="Phone">{customer.phoneNumber ?? '—'}</Fact>
        {account && (
          <>
            <Fact label="E-mail">{account.email}</Fact>
            <Fact label="Verification">{account.isEmailVerified ? 'E-mail verified' : 'Not verified'}</Fact>
            <Fact label="Sign-in">
              {account.blockedReason === null ? 'Allowed' : `Blocked: ${account.blockedReason}`}
            </Fact>
            <Fact label="Destination">{DESTINATION_TEXT[account.destination]}</Fact>
            <Fact label="Delivery">{account.delivery ?? 'Not chosen yet'}</Fact>
          </>
        )}
      </dl>
    </Card>
  );
}

const PARCEL_COLUMNS: Column<ParcelRow>[] = [
  { header: 'Parcel', className: 'font-mono', cell: (p) => p.number },
  { header: 'Tracking', className: 'break-all font-mono text-xs', cell: (p) => p.trackingNumber },
  { header: 'State', cell: (p) => p.statusText },
  { header: 'Box', className: 'font-mono', cell: (p) => p.shipmentNumber ?? '—' },
  { header: 'Charge', cell: (p) => formatUsd(p.chargeCents) },
  { header: 'Received', cell: (p) => day(p.receivedAt) },
  {
    header: 'Collected',
    cell: (p) =>
      p.handedOver
        ? `By ${p.handedOver.collectedBy}${p.handedOver.idLast4 === null ? '' : ` (ID …${p.handedOver.idLast4})`}, ${dayTime(p.handedOver.at)}; handed over by ${p.handedOver.by}`
        : '—',
  },
];

const NOTICE_COLUMNS: Column<NoticeRow>[] = [
  { header: 'Subject', cell: (n) => n.subject },
  { header: 'Queued', cell: (n) => day(n.queuedAt) },
  { header: 'State', cell: (n) => NOTICE_STATE[n.state] },
];

function Statement({ accountId, account }: { accountId: string; account: Account }) {
  const { statement } = account;
  // Reversing and crediting are finance's: a support member reads the statement without them.
  const mayReverse = useMayCall(reverseEntryEndpoint);
  const columns: Column<EntryRow>[] = [
    { header: 'Date', cell: (e) => day(e.postedAt) },
    { header: 'What', cell: (e) => e.description },
    { header: 'Amount', cell: (e) => formatUsd(e.signedCents) },
  ];
  if (mayReverse)
    columns.push({
      header: 'Action',
      cell: (e) =>
        e.kind === 'reversal' || e.reversedBy !== null ? (
          <span className="text-xs text-slate-600">{e.kind === 'reversal' ? 'Reversal' : 'Reversed'}</span>
        ) : (
          <ReverseButton accountId={accountId} reverse={(reason) => reverseEntry(e.id, reason)} />
        ),
    });
  return (
    <Section
      title="Statement"
      intro={
        statement.balanceCents < 0
          ? `In credit: ${formatUsd(-statement.balanceCents)}`
          : `Balance owed: ${formatUsd(statement.balanceCents)}`
      }
    >
      <div className="mt-3">
        {statement.entries.length === 0 ? (
          <p className="text-sm text-slate-600">No entries yet.</p>
        ) : (
          <ResponsiveTable
            label="Statement"
            columns={columns}
            rows={statement.entries}
            rowKey={(e) => e.id}
          />
        )}
      </div>
      <ForCallersOf declared={creditAccountEndpoint}>
        <GoodwillCredit accountId={accountId} />
      </ForCallersOf>
    </Section>
  );
}

function AccountSections({ accountId, account }: { accountId: string; account: Account }) {
  return (
    <>
      <AccountActions accountId={accountId} account={account} />
      <Section title="Parcels">
        <div className="mt-3">
          {account.parcels.length === 0 ? (
            <p className="text-sm text-slate-600">No parcels yet.</p>
          ) : (
            <ResponsiveTable
              label="Parcels"
              columns={PARCEL_COLUMNS}
              rows={account.parcels}
              rowKey={(p) => p.number}
            />
          )}
        </div>
        {account.shipments.length > 0 && (
          <ul className="mt-4 space-y-1 text-sm text-slate-800">
            {account.shipments.map((s) => (
              <li key={s.number}>
                Box <span className="font-mono">{s.number}</span>: {s.parcels.join(', ')},{' '}
                {formatUsd(s.chargeCents)}, packed {day(s.packedAt)}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Statement accountId={accountId} account={account} />
      <Section title="Notices sent">
        <div className="mt-3">
          {account.notices.length === 0 ? (
            <p className="text-sm text-slate-600">No mail sent yet.</p>
          ) : (
            <ResponsiveTable
              label="Notices sent"
              columns={NOTICE_COLUMNS}
              rows={account.notices}
              rowKey={(n) => `${n.queuedAt}-${n.subject}`}
            />
          )}
        </div>
      </Section>
    </>
  );
}

/** One customer in one place for staff: who, where to, parcels, money, mail, notes, and the actions on them. */
export default function AdminCustomerPage() {
  const accountId = (useParams<'accountId'>().accountId ?? '').toUpperCase();
  usePageMeta(`Customer ${accountId}`, 'Staff: one customer’s account, parcels, statement and notes.');
  const answer = useCustomer(accountId);
  const page = answer.data;
  const error: unknown = answer.error;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <Link to="/admin-customers" className="font-medium text-brand-700 underline">
        Back to the search
      </Link>
      {error !== undefined ? (
        <p className="text-red-700">{serverMessage(error)}</p>
      ) : !page ? (
        <p className="text-slate-600">Loading…</p>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-slate-900">
            {page.customer.firstName} {page.customer.lastName}
          </h1>
          <Identity page={page} />
          {page.account && <AccountSections accountId={accountId} account={page.account} />}
          <NotesSection accountId={accountId} notes={page.notes} />
        </>
      )}
    </div>
  );
}

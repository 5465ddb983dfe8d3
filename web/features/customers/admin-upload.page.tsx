import { Link } from 'react-router-dom';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  CUSTOMER_COUNT_KEY,
  type ImportResponse,
  clearCustomers,
  loadAllCustomers,
  uploadCustomerFile,
  useCustomerCount,
  useSampleCount,
} from './customers.api.js';
import { FileField } from '../../ui/file-field.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { toast } from '../../ui/toast-store.js';
import { Button } from '../../ui/button.js';
import { Card, Section } from '../../ui/card.js';
import { type Column, ResponsiveTable } from '../../ui/responsive-table.js';

const ACCEPTED = /\.(csv|txt)$/i;
const CLEAR_CONFIRMATION = 'Are you sure you want to clear all customer data? This action cannot be undone.';
const SHOWN_REJECTS = 50;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </Card>
  );
}

const REJECT_COLUMNS: Column<ImportResponse['rejected'][number]>[] = [
  { header: 'Line', className: 'font-mono', cell: (rejected) => rejected.line },
  { header: 'Reason', cell: (rejected) => rejected.reason },
  { header: 'Text', className: 'break-all font-mono text-xs', cell: (rejected) => rejected.text },
];

function Rejects({ report }: { report: ImportResponse }) {
  if (report.rejectedCount === 0) return null;
  return (
    <section aria-labelledby="rejects-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="rejects-heading" className="font-semibold text-amber-900">
        {report.rejectedCount} {report.rejectedCount === 1 ? 'line was' : 'lines were'} not loaded
      </h2>
      <div className="mt-3">
        <ResponsiveTable
          label="Lines not loaded"
          columns={REJECT_COLUMNS}
          rows={report.rejected.slice(0, SHOWN_REJECTS)}
          rowKey={(rejected) => String(rejected.line)}
        />
      </div>
      {report.rejectedCount > SHOWN_REJECTS && (
        <p className="mt-2 text-sm text-amber-900">
          … and {report.rejectedCount - SHOWN_REJECTS} more. The command line writes them all to a file:{' '}
          <code>customers import FILE --rejects rejects.csv</code>.
        </p>
      )}
    </section>
  );
}

type StaffAction = 'upload' | 'load' | 'clear';

/** What an import or a clear changes on the page: the report of its lines, and the customer count. */
interface ImportEffects {
  showReport: (report: ImportResponse | null) => void;
  refreshCount: () => Promise<unknown>;
}

async function uploadFile(file: File, { showReport, refreshCount }: ImportEffects) {
  try {
    const answer = await uploadCustomerFile(await file.text());
    showReport(answer);
    if (answer.count === 0) {
      toast({
        title: 'No Data Found',
        description: "The file doesn't contain valid customer data",
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Upload Successful',
        description: `${answer.count} customers loaded: ${answer.inserted} new, ${answer.updated} updated, ${answer.unchanged} unchanged.`,
        variant: 'success',
      });
    }
    await refreshCount();
  } catch {
    toast({
      title: 'Upload Failed',
      description: 'Failed to upload customer data. Please check file format.',
      variant: 'destructive',
    });
  }
}

async function loadSampleFile({ showReport, refreshCount }: ImportEffects) {
  try {
    const answer = await loadAllCustomers();
    showReport(answer);
    toast({
      title: 'Upload Successful',
      description: `${answer.count} customers loaded.`,
      variant: 'success',
    });
    await refreshCount();
  } catch {
    toast({
      title: 'Load Failed',
      description: 'The sample customer file could not be loaded.',
      variant: 'destructive',
    });
  }
}

async function clearAllCustomers({ showReport, refreshCount }: ImportEffects) {
  try {
    const { removed } = await clearCustomers();
    showReport(null);
    toast({ title: 'Customers Cleared', description: `${removed} customers removed.` });
    await refreshCount();
  } catch {
    toast({ title: 'Clear Failed', description: 'No customer was removed.', variant: 'destructive' });
  }
}

const counted = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString('en-US'));

/** Site accounts and imported customers alike: the search on /admin-customers finds both. */
function DatabaseStats() {
  const count = useCustomerCount();
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat label="Total customers" value={counted(count.data?.count)} />
      <Stat label="Site accounts" value={counted(count.data?.siteAccounts)} />
      <Stat label="Imported customers" value={counted(count.data?.imported)} />
      <Stat
        label="Database status"
        value={count.error ? 'Unavailable' : count.data ? 'Connected' : 'Checking…'}
      />
    </dl>
  );
}

function FindCustomer() {
  return (
    <p>
      <Link to="/admin-customers" className="font-semibold text-brand-700 underline">
        Find a customer
      </Link>{' '}
      by account ID, name, phone or e-mail: site accounts and imported customers alike.
    </p>
  );
}

function ManageSection({
  busy,
  onLoadAll,
  onClear,
}: {
  busy: StaffAction | null;
  onLoadAll: () => void;
  onClear: () => void;
}) {
  const sample = useSampleCount();
  return (
    <Section title="Manage">
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={busy !== null}
          busy={busy === 'load'}
          busyLabel="Loading..."
          onClick={onLoadAll}
        >
          {`Load ALL (${sample.data ? `${sample.data.count.toLocaleString('en-US')} customers` : '…'})`}
        </Button>
        <Button
          variant="danger"
          disabled={busy !== null}
          busy={busy === 'clear'}
          busyLabel="Clearing..."
          onClick={onClear}
        >
          Clear all customers
        </Button>
      </div>
    </Section>
  );
}

export default function AdminUploadPage() {
  usePageMeta('Customer Database', 'Staff: load and manage the customer directory.');
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<StaffAction | null>(null);
  const [report, setReport] = useState<ImportResponse | null>(null);
  const effects: ImportEffects = { showReport: setReport, refreshCount: () => mutate(CUSTOMER_COUNT_KEY) };

  // One action at a time: every button waits while one is under way.
  const run = async (action: StaffAction, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const choose = (chosen: File | undefined) => {
    if (chosen && !ACCEPTED.test(chosen.name)) {
      toast({
        title: 'Invalid File Type',
        description: 'Please upload a CSV or TXT file',
        variant: 'destructive',
      });
      setFile(null);
      return;
    }
    setFile(chosen ?? null);
  };

  const upload = () => {
    if (!file) {
      toast({
        title: 'No File Selected',
        description: 'Please select a file to upload',
        variant: 'destructive',
      });
      return;
    }
    void run('upload', () => uploadFile(file, effects));
  };

  const clear = () => {
    if (!window.confirm(CLEAR_CONFIRMATION)) return;
    void run('clear', () => clearAllCustomers(effects));
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Customer database</h1>
      <DatabaseStats />
      <FindCustomer />

      <Section
        title="Upload customers"
        intro="A .csv or .txt file, at most 10 MB. One customer per line: first name, last name, account ID (KX…) and an optional phone number, separated by commas or spaces. Lines with a known account ID update it."
      >
        <FileField label="Customer file" accept=".csv,.txt,text/csv,text/plain" onChoose={choose} />
        <Button
          disabled={busy !== null}
          busy={busy === 'upload'}
          busyLabel="Uploading..."
          onClick={upload}
          className="mt-4"
        >
          Upload
        </Button>
      </Section>

      {report && <Rejects report={report} />}

      <ManageSection
        busy={busy}
        onLoadAll={() => void run('load', () => loadSampleFile(effects))}
        onClear={clear}
      />
    </div>
  );
}

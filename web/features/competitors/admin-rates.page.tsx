import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatLongDate } from '../../../core/shared/calendar.js';
import { ApiError, serverMessage } from '../../site/fetch-json.js';
import {
  RATE_CARD_HISTORY_KEY,
  RATE_CARDS_KEY,
  importRateCardFile,
  useRateCardHistory,
  useRateCards,
} from './rate-cards.api.js';
import { CompetitorRates, PublishedRanges } from './competitor-rates.js';
import { FileField } from '../../ui/file-field.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { toast } from '../../ui/toast-store.js';
import { type Column, ResponsiveTable } from '../../ui/responsive-table.js';
import type { RateCardVersionResponse } from '../../../core/competitors/api/rate-card-responses.schema.js';
import { Button } from '../../ui/button.js';
import { formatDateTime } from '../../site/dates.js';

const importedAt = (iso: string | null) => (iso === null ? 'Shipped with the code' : formatDateTime(iso));

function History() {
  const history = useRateCardHistory();
  if (history.error) return <p role="alert">{serverMessage(history.error)}</p>;
  if (!history.data) return <p>Loading…</p>;
  return (
    <ResponsiveTable
      label="Rate-card versions, newest first"
      columns={VERSION_COLUMNS}
      rows={[...history.data.versions].reverse()}
      rowKey={(v) => `${v.effectiveDate}-${v.importedAt ?? 'shipped'}`}
    />
  );
}

const VERSION_COLUMNS: Column<RateCardVersionResponse>[] = [
  {
    header: 'Effective',
    className: 'font-medium text-slate-900',
    cell: (v) => (
      <span>
        {formatLongDate(v.effectiveDate)}
        {v.inForce && (
          <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
            In force
          </span>
        )}
      </span>
    ),
  },
  { header: 'Imported', cell: (v) => importedAt(v.importedAt) },
  { header: 'File', className: 'break-all', cell: (v) => v.source },
  { header: 'Cards', cell: (v) => `${v.cards} + ${v.publishedRanges} ranges` },
];

/** A new rate-card file, checked by the server; each problem it finds is listed. */
function ImportSection() {
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | undefined>();
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) {
      toast({ title: 'Choose a file first', variant: 'destructive' });
      return;
    }
    setBusy(true);
    setProblems([]);
    try {
      const answer = await importRateCardFile(await file.text(), file.name);
      await Promise.all([mutate(RATE_CARDS_KEY), mutate(RATE_CARD_HISTORY_KEY)]);
      toast({
        title: 'Rate cards imported',
        description: answer.version.inForce
          ? `${answer.message}; in force now.`
          : `${answer.message}; in force from that date.`,
        variant: 'success',
      });
    } catch (error) {
      setProblems(error instanceof ApiError ? (error.body?.errors?.map((e) => e.message) ?? []) : []);
      toast({ title: 'Not imported', description: serverMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="import-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="import-heading" className="text-lg font-bold text-slate-900">
        Import a rate-card file
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A .json file in the form of <code>core/competitors/rate-cards.json</code>. Ops can do the same from
        the command line: <code>npm run cli -- rates import FILE</code>.
      </p>
      <FileField label="Rate-card file" accept=".json,application/json" onChoose={setFile} />
      <Button busy={busy} onClick={() => void upload()} className="mt-4">
        {busy ? 'Importing...' : 'Import'}
      </Button>
      {problems.length > 0 && (
        <ul aria-label="Problems in the file" className="mt-4 list-disc space-y-1 pl-5 text-sm text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function AdminRatesPage() {
  usePageMeta(
    'Competitor Rate Cards',
    'Staff: import the competitor rate cards the calculators compare with.',
  );
  const rateCards = useRateCards();
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Competitor rate cards</h1>
        <p className="mt-2 text-slate-600">
          In force since {formatLongDate(rateCards.effectiveDate)}: the figures every calculator and
          comparison page shows. A new file takes effect on its date, on every server, within seconds.
        </p>
      </div>
      <ImportSection />
      <section aria-labelledby="history-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="history-heading" className="text-lg font-bold text-slate-900">
          Versions
        </h2>
        <History />
      </section>
      <section aria-labelledby="cards-heading" className="space-y-4">
        <h2 id="cards-heading" className="text-lg font-bold text-slate-900">
          Cards in force
        </h2>
        <CompetitorRates ids={rateCards.cards.map((c) => c.id)} />
        <PublishedRanges kind="express" />
        <PublishedRanges kind="forwarder" />
      </section>
    </div>
  );
}

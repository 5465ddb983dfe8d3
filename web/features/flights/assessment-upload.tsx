import { useState } from 'react';
import type { AssessmentReportResponse } from '../../../core/flights/api/flight-responses.schema.js';
import { ASSESSMENT_HEADER } from '../../../core/flights/assessment-format.js';
import { formatUsd } from '../../../core/shared/money.js';
import { Button } from '../../ui/button.js';
import { FileField } from '../../ui/file-field.js';
import { type Column, ResponsiveTable } from '../../ui/responsive-table.js';
import { toast } from '../../ui/toast-store.js';
import { useSubmit } from '../../ui/use-submit.js';
import { importAssessment } from './flights.api.js';

type Charged = AssessmentReportResponse['posted'][number];
type Refused = AssessmentReportResponse['refused'][number];

const amount = (currency: string, total: number) =>
  `${currency} ${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const CHARGED_COLUMNS: Column<Charged>[] = [
  { header: 'Line', className: 'font-mono', cell: (l) => l.line },
  { header: 'House waybill', className: 'font-mono', cell: (l) => l.hawb },
  { header: 'Assessed', className: 'tabular-nums', cell: (l) => amount(l.currency, l.total) },
  { header: 'Charged', className: 'tabular-nums', cell: (l) => formatUsd(Math.round(l.charged * 100)) },
];

const REFUSED_COLUMNS: Column<Refused>[] = [
  { header: 'Line', className: 'font-mono', cell: (l) => l.line },
  { header: 'Why nothing was charged', cell: (l) => l.reason },
];

/** The file's form, as the page shows it beside the chooser. */
const EXAMPLE = [
  ASSESSMENT_HEADER.join(','),
  'KS1000123,KES,4500.00,7920.00,157.50,135.00,0',
  'KP1000456,USD,12.40,21.80,0.43,0.37,0',
];

function Report({ report }: { report: AssessmentReportResponse }) {
  return (
    <div className="mt-4 space-y-4" aria-live="polite">
      <p className="font-semibold text-slate-900">
        {report.posted.length} charged now, {report.alreadyPosted.length} charged before (nothing posted
        again), {report.refused.length} refused.
      </p>
      {report.posted.length > 0 && (
        <ResponsiveTable
          label="Charged now"
          columns={CHARGED_COLUMNS}
          rows={report.posted}
          rowKey={(l) => String(l.line)}
        />
      )}
      {report.alreadyPosted.length > 0 && (
        <ResponsiveTable
          label="Charged before"
          columns={CHARGED_COLUMNS}
          rows={report.alreadyPosted}
          rowKey={(l) => String(l.line)}
        />
      )}
      {report.refused.length > 0 && (
        <ResponsiveTable
          label="Refused lines"
          columns={REFUSED_COLUMNS}
          rows={report.refused}
          rowKey={(l) => String(l.line)}
        />
      )}
    </div>
  );
}

/** The clearing agent's assessment of a landed flight, uploaded: each house waybill charged once on its shipment. */
export function AssessmentUpload({ flightId, cleared }: { flightId: string; cleared: boolean }) {
  const [file, setFile] = useState<File | undefined>();
  const [report, setReport] = useState<AssessmentReportResponse | undefined>();
  const { busy, run } = useSubmit();
  const upload = async () => {
    if (!file) {
      toast({ title: 'Choose the assessment file first', variant: 'destructive' });
      return;
    }
    const text = await file.text();
    const answer = await run(() => importAssessment(flightId, text), {
      title: 'The assessment was not imported',
    });
    if (!answer) return;
    setReport(answer);
    toast({
      title: `Assessment of ${answer.flightNumber} imported`,
      description: `${String(answer.posted.length)} charged, ${String(answer.refused.length)} refused.`,
      variant: answer.refused.length > 0 ? 'destructive' : 'success',
    });
  };
  return (
    <div>
      <p className="mt-2 text-sm text-slate-700">
        A CSV file: a header row, then one line per house waybill (the shipment's KS… or KP… number) with the
        currency, KES or USD, and each amount with up to two decimals. Each waybill is charged once on its
        shipment, shillings at the configured rate rounded up to the cent; importing the file again charges
        nothing more.{' '}
        {cleared
          ? 'The flight has cleared: each customer newly charged is mailed the amount and how to pay.'
          : 'The cleared notice will tell each customer the amount and what is due.'}
      </p>
      <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 font-mono text-xs text-slate-800">
        {EXAMPLE.join('\n')}
      </pre>
      <FileField label="Assessment file" accept=".csv,.txt,text/csv,text/plain" onChoose={setFile} />
      <Button className="mt-4" busy={busy} busyLabel="Importing..." onClick={() => void upload()}>
        Import the assessment
      </Button>
      {report && <Report report={report} />}
    </div>
  );
}

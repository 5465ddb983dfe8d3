import { Section } from '../../ui/card.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { useFlights } from '../flights/flights.api.js';
import { recordScanEndpoint } from '../../../core/scans/api/scans.endpoints.js';
import { ForCallersOf, useMayCall } from '../../layout/admin-route.js';
import { ScanPanel } from './scan-panel.js';

export default function AdminScansPage() {
  usePageMeta(
    'Scans',
    'Staff: a scan at every hand-off, from receiving at the warehouse to the handover in Kenya.',
  );
  // The newest flights: those being loaded and those landing are among them.
  const { data } = useFlights(0);
  const flights = data?.[0]?.flights ?? [];
  const mayScan = useMayCall(recordScanEndpoint);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Scans</h1>
      <p className="mt-2 text-sm text-slate-700">
        Choose the step once, then scan each label: every scan is taken and recorded with your name, the place
        and the time.
      </p>
      <ForCallersOf declared={recordScanEndpoint}>
        <Section title="Scan at a hand-off">
          <ScanPanel flights={flights} />
        </Section>
      </ForCallersOf>
      {!mayScan && (
        <p className="mt-6 text-sm text-slate-700">
          Scanning is for the warehouse and dispatch roles; yours may read a number’s scans.
        </p>
      )}
    </div>
  );
}

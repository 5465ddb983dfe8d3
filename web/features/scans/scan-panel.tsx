import { type RefObject, type SyntheticEvent, useId, useRef, useState } from 'react';
import type { FlightResponse } from '../../../core/flights/api/flight-responses.schema.js';
import { FLIGHT_STEPS, SCAN_STEPS, type ScanStep } from '../../../core/scans/scan.js';
import type { ScanBody } from '../../../core/scans/scans.schema.js';
import { fieldIssuesOf, serverMessage } from '../../site/fetch-json.js';
import { SignaturePad } from '../parcels/signature-pad.js';
import { recordScan } from './scans.api.js';

const STEP_LABEL: Readonly<Record<ScanStep, string>> = {
  received: 'Received',
  packed: 'Packed',
  loaded: 'Loaded on a flight',
  arrived: 'Arrived',
  'handed-over': 'Handed over',
};

const NUMBER_LABEL: Readonly<Record<ScanStep, string>> = {
  received: 'Scan the carrier’s tracking number',
  packed: 'Scan a parcel waiting for its box (KP…)',
  loaded: 'Scan a box (KS…) or a lone parcel (KP…)',
  arrived: 'Scan a box (KS…) or a lone parcel (KP…)',
  'handed-over': 'Scan the parcel (KP…) or its box (KS…)',
};

/** The figures each step asks for with every scan, before the number (the number's Enter sends the scan). */
type PerScan =
  'accountId' | 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm' | 'code' | 'collectedBy' | 'idLast4';
const PER_SCAN: Readonly<Record<ScanStep, readonly PerScan[]>> = {
  received: ['accountId', 'weightKg', 'lengthCm', 'widthCm', 'heightCm'],
  packed: ['weightKg', 'lengthCm', 'widthCm', 'heightCm'],
  loaded: [],
  arrived: [],
  'handed-over': ['code', 'collectedBy', 'idLast4'],
};
const PER_SCAN_LABEL: Readonly<Record<PerScan, string>> = {
  accountId: 'Account ID (if on the label)',
  weightKg: 'Weight (kg)',
  lengthCm: 'Length (cm)',
  widthCm: 'Width (cm)',
  heightCm: 'Height (cm)',
  code: 'Collection code',
  collectedBy: 'Collected by (name on their ID)',
  idLast4: 'ID last 4 digits (optional)',
};
const NUMERIC: ReadonlySet<PerScan> = new Set(['weightKg', 'lengthCm', 'widthCm', 'heightCm']);

/** One line of this session's scans. */
interface ScanLine {
  key: number;
  reference: string;
  step: ScanStep;
  ok: boolean;
  /** Flagged on arrival: recorded, nothing moved. */
  flagged: boolean;
  text: string;
}

const EMPTY: Readonly<Record<PerScan, string>> = {
  accountId: '',
  weightKg: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  code: '',
  collectedBy: '',
  idLast4: '',
};

function bodyOf(
  step: ScanStep,
  reference: string,
  flightId: string,
  carrier: string,
  values: Record<PerScan, string>,
  signature: string | null,
): ScanBody {
  const body: ScanBody = { reference, step };
  if (FLIGHT_STEPS.includes(step) && flightId !== '') body.flightId = flightId;
  if (step === 'received' && carrier.trim() !== '') body.carrier = carrier;
  for (const field of PER_SCAN[step]) {
    const value = values[field].trim();
    if (value === '') continue;
    if (NUMERIC.has(field)) body[field as 'weightKg'] = Number(value);
    else body[field as 'accountId' | 'code' | 'collectedBy' | 'idLast4'] = value;
  }
  if (step === 'handed-over' && signature !== null) body.signature = signature;
  return body;
}

function StepChooser({ step, onChange }: { step: ScanStep; onChange: (step: ScanStep) => void }) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Step</legend>
      <div className="flex flex-wrap gap-2">
        {SCAN_STEPS.map((s) => (
          <label
            key={s}
            className={`min-h-11 cursor-pointer rounded-md border px-3 py-2 text-sm font-semibold ${
              s === step ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800'
            }`}
          >
            <input
              type="radio"
              name={`${id}-step`}
              value={s}
              checked={s === step}
              onChange={() => onChange(s)}
              className="sr-only"
            />
            {STEP_LABEL[s]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What is chosen once with the step: the flight (loaded, arrived) or the carrier (received). */
function ChosenOnce({
  step,
  flights,
  flightId,
  onFlight,
  carrier,
  onCarrier,
}: {
  step: ScanStep;
  flights: readonly FlightResponse[];
  flightId: string;
  onFlight: (id: string) => void;
  carrier: string;
  onCarrier: (carrier: string) => void;
}) {
  const id = useId();
  if (FLIGHT_STEPS.includes(step))
    return (
      <div>
        <label htmlFor={`${id}-flight`} className="block text-sm font-medium text-slate-800">
          Flight
        </label>
        <select
          id={`${id}-flight`}
          value={flightId}
          onChange={(e) => onFlight(e.target.value)}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2"
        >
          <option value="">Choose the flight</option>
          {flights.map((f) => (
            <option key={f.id} value={f.id}>
              {f.flightNumber} to {f.destination} ({f.state})
            </option>
          ))}
        </select>
      </div>
    );
  if (step !== 'received') return null;
  return (
    <label className="block text-sm font-medium text-slate-800">
      Carrier
      <input
        value={carrier}
        onChange={(e) => onCarrier(e.target.value)}
        placeholder="UPS, FedEx, USPS, Amazon …"
        className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2"
      />
    </label>
  );
}

/** The latest scan's result, large enough to read from a metre away, and this session's scans, newest first. */
function ScanLog({ lines }: { lines: readonly ScanLine[] }) {
  const [latest] = lines;
  return (
    <>
      <div aria-live="assertive" aria-atomic="true">
        {latest && (
          <p
            className={`rounded-lg border-2 p-4 text-2xl font-bold break-words sm:text-3xl ${
              latest.ok
                ? 'border-green-600 bg-green-50 text-green-800'
                : 'border-red-600 bg-red-50 text-red-700'
            }`}
          >
            {latest.text}
          </p>
        )}
      </div>
      {lines.length > 0 && (
        <section aria-label="This session’s scans">
          <h2 className="text-sm font-semibold text-slate-800">
            This session’s scans ({String(lines.length)})
          </h2>
          <ol className="mt-2 divide-y divide-slate-100">
            {lines.map((line) => (
              <li key={line.key} className="flex flex-wrap gap-x-3 py-2 text-sm">
                <span className={`font-semibold ${line.ok ? 'text-green-800' : 'text-red-700'}`}>
                  {line.ok ? 'Done' : line.flagged ? 'Flagged' : 'Refused'}
                </span>
                <span className="font-mono">{line.reference}</span>
                <span className="text-slate-600">{STEP_LABEL[line.step]}</span>
                <span className="w-full text-slate-800">{line.text}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

/** The figures asked with every scan of the step, before the number. */
function PerScanFields({
  step,
  values,
  onChange,
  first,
}: {
  step: ScanStep;
  values: Record<PerScan, string>;
  onChange: (field: PerScan, value: string) => void;
  first: RefObject<HTMLInputElement | null>;
}) {
  const fields = PER_SCAN[step];
  if (fields.length === 0) return null;
  return (
    <div className="grid grid-cols-1 items-end gap-2 min-[360px]:grid-cols-2 sm:grid-cols-5">
      {fields.map((field, i) => (
        <label key={field} className="block text-sm font-medium text-slate-800">
          {PER_SCAN_LABEL[field]}
          <input
            ref={i === 0 ? first : undefined}
            value={values[field]}
            onChange={(e) => onChange(field, e.target.value)}
            inputMode={
              NUMERIC.has(field) ? 'decimal' : field === 'code' || field === 'idLast4' ? 'numeric' : 'text'
            }
            autoComplete="off"
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
      ))}
    </div>
  );
}

/** This session's scans, newest first, and one scan's sending; `ready` readies the fields for the next. */
function useScanSession(ready: () => void) {
  const [lines, setLines] = useState<ScanLine[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async (step: ScanStep, scanned: string, body: ScanBody) => {
    if (busy) return;
    setBusy(true);
    const add = (line: Omit<ScanLine, 'key' | 'reference' | 'step'>) =>
      setLines((list) => [{ key: list.length, reference: scanned, step, ...line }, ...list]);
    try {
      const scan = await recordScan(body);
      add({ ok: scan.outcome === 'done', flagged: scan.outcome === 'flagged', text: scan.message });
    } catch (error) {
      const field = fieldIssuesOf(error)[0]?.message;
      add({
        ok: false,
        flagged: false,
        text: field ?? serverMessage(error, `${scanned} was not recorded: scan it again.`),
      });
    } finally {
      setBusy(false);
      ready();
    }
  };
  return { lines, busy, send };
}

/**
 * The desk's scanner: the step chosen once (and the flight, for loaded and arrived; the carrier, for received),
 * then each scan a number and Enter. What happened is said at once, large (green when done, red when refused or
 * flagged) and to screen readers; the fields clear and the focus goes back for the next scan; this session's scans
 * are listed, newest first.
 */
export function ScanPanel({ flights }: { flights: readonly FlightResponse[] }) {
  const [step, setStep] = useState<ScanStep>('received');
  const [flightId, setFlightId] = useState('');
  const [carrier, setCarrier] = useState('');
  const [values, setValues] = useState<Record<PerScan, string>>({ ...EMPTY });
  const [reference, setReference] = useState('');
  // A handover's signature, and a new pad after each scan: the last one is not left on the screen.
  const [signature, setSignature] = useState<string | null>(null);
  const [pad, setPad] = useState(0);
  const first = useRef<HTMLInputElement>(null);
  const number = useRef<HTMLInputElement>(null);
  const id = useId();
  const ready = () => {
    setReference('');
    setValues({ ...EMPTY });
    setSignature(null);
    setPad((n) => n + 1);
    (PER_SCAN[step].length > 0 ? first : number).current?.focus();
  };
  const { lines, busy, send } = useScanSession(ready);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const scanned = reference.trim();
    if (scanned !== '') void send(step, scanned, bodyOf(step, scanned, flightId, carrier, values, signature));
  };
  return (
    <div className="space-y-5">
      <StepChooser step={step} onChange={setStep} />
      <ChosenOnce
        step={step}
        flights={flights}
        flightId={flightId}
        onFlight={setFlightId}
        carrier={carrier}
        onCarrier={setCarrier}
      />
      <form aria-label="Scan" noValidate onSubmit={submit} className="space-y-3">
        <PerScanFields
          step={step}
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          first={first}
        />
        {step === 'handed-over' && <SignaturePad key={pad} label="Signature" onChange={setSignature} />}
        <label htmlFor={`${id}-number`} className="block text-sm font-medium text-slate-800">
          {NUMBER_LABEL[step]}
        </label>
        <div className="flex gap-2">
          <input
            ref={number}
            id={`${id}-number`}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            enterKeyHint="go"
            autoFocus
            className="min-h-12 w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 font-mono text-lg focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
          <button
            type="submit"
            disabled={busy}
            className="min-h-12 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            Scan
          </button>
        </div>
      </form>
      <ScanLog lines={lines} />
    </div>
  );
}

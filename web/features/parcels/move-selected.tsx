import { useState } from 'react';
import { BULK_STATUSES } from '../../../core/parcels/parcel-desk.js';
import { STATUS_TEXT } from '../../../core/parcels/parcel.js';
import { Button } from '../../ui/button.js';
import { SelectField } from '../../ui/field.js';
import { toast } from '../../ui/toast-store.js';
import { useSubmit } from '../../ui/use-submit.js';
import { moveParcels } from './parcel-desk.api.js';

// A hand-over needs its owner's code: it is recorded one parcel at a time, not here.
const STATUS_OPTIONS = BULK_STATUSES.map((value) => ({
  value,
  label: STATUS_TEXT[value],
}));

/**
 * The selected parcels a step forward at once, by the status file's rules (the same use case): each that cannot
 * move is named with why, and the others still move.
 */
export function MoveSelected({ numbers, onMoved }: { numbers: string[]; onMoved: () => void }) {
  const [status, setStatus] = useState('');
  const { busy, run } = useSubmit();
  const target = BULK_STATUSES.find((s) => s === status);
  const move = async () => {
    if (!target) return;
    const answer = await run(() => moveParcels(numbers, target), { title: 'Could not move the parcels' });
    if (!answer) return;
    const refused = answer.results.filter((r) => !r.moved);
    toast({
      title: `${String(answer.moved)} moved: ${STATUS_TEXT[target]}`,
      description:
        refused.length === 0
          ? 'The customers are mailed.'
          : refused.map((r) => `${r.number}: ${r.reason ?? ''}`).join(' '),
      variant: refused.length === 0 ? 'success' : 'destructive',
    });
    setStatus('');
    onMoved();
  };
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[2fr_auto] sm:items-end">
      <SelectField
        label={
          numbers.length === 0
            ? 'Select parcels above, then move them to'
            : `Move the ${String(numbers.length)} selected to`
        }
        placeholder="Choose a status"
        options={STATUS_OPTIONS}
        value={status}
        onChange={setStatus}
      />
      <Button
        busy={busy}
        busyLabel="Moving..."
        disabled={busy || numbers.length === 0 || !target}
        onClick={() => void move()}
      >
        Move selected
      </Button>
    </div>
  );
}

import type { ToastInput } from '../../ui/toast-store.js';
import { toast } from '../../ui/toast-store.js';
import { useSubmit } from '../../ui/use-submit.js';

/** What a staff form gives: its values checked by the API's schema (issues shown beside the fields), and a reset. */
interface CheckedForm<D> {
  validate(): { ok: true; data: D } | { ok: false; messages: string[] };
  reset(): void;
}

/**
 * A staff form that posts one ledger entry: checked first, then sent (a failure toasts, the values kept for a
 * retry); once posted, a success toast saying what it did, the form emptied, and `onDone` (the page reads again).
 */
export function useEntrySubmit<D, E>(
  form: CheckedForm<D>,
  post: (data: D) => Promise<E>,
  says: { failure: string; success: (entry: E) => Omit<ToastInput, 'variant'> },
  onDone: () => void,
) {
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const entry = await run(() => post(checked.data), { title: says.failure });
    if (!entry) return;
    toast({ ...says.success(entry), variant: 'success' });
    form.reset();
    onDone();
  };
  return { busy, submit };
}

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { serverMessage } from '../../site/fetch-json.js';
import { toast } from '../../ui/toast-store.js';
import { customerKey } from './staff.api.js';

/** A text field of the customer page's action forms. */
export const ACTION_INPUT = 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2';

/**
 * One action on a customer's page at a time (`busy` names it), its outcome told in a toast, and the page read
 * again; `run` answers false when the server refused, with `failedTitle` over its message.
 */
export function useCustomerAction(accountId: string, failedTitle: string) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, work: () => Promise<unknown>, done: string) => {
    setBusy(name);
    try {
      await work();
      toast({ title: done, variant: 'success' });
      await mutate(customerKey(accountId));
      return true;
    } catch (error) {
      toast({ title: failedTitle, description: serverMessage(error), variant: 'destructive' });
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

import { useState } from 'react';
import { serverMessage } from '../site/fetch-json.js';
import { toast } from './toast-store.js';

export interface SubmitFailure {
  title: string;
  /** Shown instead of the server's own message (some texts are fixed). */
  description?: string;
  /** Told the error too, before the toast (a form shows a 400's field messages beside its fields). */
  onError?: (error: unknown) => void;
}

/**
 * One call at a time: `busy` while it runs, a toast when it fails (with the server's words unless the form
 * fixes its own). `run` answers the call's result, or undefined when it failed.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: () => Promise<T>, failure: SubmitFailure): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await call();
    } catch (error) {
      failure.onError?.(error);
      toast({
        title: failure.title,
        description: failure.description ?? serverMessage(error),
        variant: 'destructive',
      });
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

import { useEffect } from 'react';

/** The revalidations of every mounted SWR hook whose data shows money (what is due, charges, the statement). */
const refreshers = new Set<() => Promise<unknown>>();

/**
 * Counts the hook's data as money: `refreshMoney` revalidates it. Each area's hook that shows an amount due or
 * charged calls this, so no change can leave one panel showing an old amount while another shows the new one.
 */
export function useShowsMoney(revalidate: () => Promise<unknown>): void {
  useEffect(() => {
    refreshers.add(revalidate);
    return () => {
      refreshers.delete(revalidate);
    };
  }, [revalidate]);
}

/** After any change that may move money (insurance, contents, a payment): every panel that shows money asks again. */
export const refreshMoney = (): Promise<unknown> =>
  Promise.all([...refreshers].map((revalidate) => revalidate()));

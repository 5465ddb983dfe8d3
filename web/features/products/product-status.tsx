import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  type RefreshSummaryResponse,
  isProductKey,
  refreshFeaturedProducts,
  useProductStatus,
} from './products.api.js';
import { serverMessage } from '../../site/fetch-json.js';
import { toast } from '../../ui/toast-store.js';
import { Button } from '../../ui/button.js';
import { formatDateTime } from '../../site/dates.js';

/** How a refresh went, and what stopped it or what it left for another day. */
const summaryLine = (s: RefreshSummaryResponse) =>
  [
    s.error && `Stopped: the catalog answered ${s.error.code}; nothing was written.`,
    `${s.refreshed} refreshed, ${s.unavailable} unavailable, ${s.failed} failed of ${s.total} (${s.calls} catalog ${s.calls === 1 ? 'call' : 'calls'}).`,
    s.leftForLater > 0 && `The day's calls were spent: ${s.leftForLater} left for a later refresh.`,
  ]
    .filter(Boolean)
    .join(' ');

function Stat({ label, value, detail }: { label: string; value: string; detail?: string | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold break-words text-slate-900">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}

/** Which catalog answers, what is featured, how the last refresh went; and the button for the next one. */
export function ProductStatus() {
  const { mutate } = useSWRConfig();
  const status = useProductStatus();
  const [refreshing, setRefreshing] = useState(false);
  const last = status.data?.lastRefresh;

  const refresh = async () => {
    setRefreshing(true);
    try {
      const answer = await refreshFeaturedProducts();
      const failed = answer.summary.error !== null || answer.summary.failed > 0;
      toast({
        title: answer.summary.error
          ? 'Refresh stopped'
          : failed
            ? 'Refresh finished with failures'
            : 'Products refreshed',
        description: summaryLine(answer.summary),
        variant: failed ? 'destructive' : 'success',
      });
      await mutate(isProductKey);
    } catch (failure) {
      toast({ title: 'Refresh failed', description: serverMessage(failure), variant: 'destructive' });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <section aria-labelledby="status-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="status-heading" className="text-lg font-bold text-slate-900">
          System status
        </h2>
        <Button variant="secondary" busy={refreshing} onClick={() => void refresh()}>
          {refreshing ? 'Refreshing...' : 'Refresh all from the catalog'}
        </Button>
      </div>
      {status.error && !status.data ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          {serverMessage(status.error, 'The status could not be loaded.')}
        </p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-3">
          <Stat label="Catalog" value={status.data?.catalog ?? '…'} />
          <Stat
            label="Featured products"
            value={status.data ? String(status.data.featured) : '…'}
            detail={status.data && `${status.data.inStock} in stock`}
          />
          <Stat
            label="Last refresh"
            value={status.data ? (last ? formatDateTime(last.finishedAt) : 'Never') : '…'}
            detail={last ? summaryLine(last) : undefined}
          />
        </dl>
      )}
    </section>
  );
}

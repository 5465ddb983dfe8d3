import useSWRInfinite from 'swr/infinite';
import type { AuditPageResponse } from '../../../core/audit/api/audit-responses.schema.js';
import { listAuditEndpoint } from '../../../core/audit/api/audit.endpoints.js';
import { callApi } from '../../site/fetch-json.js';

/** The filters the page's address carries, as the endpoint's query takes them (empty ones left out). */
export interface AuditFilters {
  account?: string;
  staff?: string;
  from?: string;
  to?: string;
}

/** The trail, newest first, a page at a time: each key the path, the filters and the cursor. */
export const useAudit = (filters: AuditFilters) =>
  useSWRInfinite(
    (index, previous: AuditPageResponse | null) =>
      index === 0 || previous?.nextCursor
        ? [listAuditEndpoint.path, JSON.stringify(filters), index === 0 ? '' : (previous?.nextCursor ?? '')]
        : null,
    ([, , cursor]: [string, string, string]) =>
      callApi(listAuditEndpoint, { query: cursor === '' ? filters : { ...filters, cursor } }),
    { revalidateFirstPage: false },
  );

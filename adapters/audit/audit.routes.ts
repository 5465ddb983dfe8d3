import { auditPageResponse } from '../../core/audit/api/audit-responses.schema.js';
import { listAuditEndpoint } from '../../core/audit/api/audit.endpoints.js';
import { AUDIT_PAGE_SIZE, endOf } from '../../core/audit/audit.schema.js';
import { AUDIT_TOKENS } from '../../core/audit/audit.tokens.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** The staff's reading of the audit trail; nothing here changes it. */
export function auditRoutes(container: AppContainer, api: EndpointRouter): void {
  const log = container.get(AUDIT_TOKENS.AuditLog);
  api.on(listAuditEndpoint, async ({ query }) => {
    const limit = query.limit ?? AUDIT_PAGE_SIZE;
    const filter = {
      ...(query.account !== undefined && { accountId: query.account }),
      ...(query.staff !== undefined && { staff: query.staff }),
      ...(query.from !== undefined && { from: new Date(query.from) }),
      ...(query.to !== undefined && { before: endOf(query.to) }),
    };
    const after = query.cursor === undefined ? undefined : Number(query.cursor);
    // One more than the page, to know whether another follows.
    return auditPageResponse(await log.list(filter, limit + 1, after), limit);
  });
}

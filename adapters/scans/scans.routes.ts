import { scanResponse } from '../../core/scans/api/scan-responses.schema.js';
import { listScansEndpoint, recordScanEndpoint } from '../../core/scans/api/scans.endpoints.js';
import { SCAN_TOKENS } from '../../core/scans/scans.tokens.js';
import { staffActor } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** The staff desk's scanner: one scan at a hand-off at a time. */
export function scanRoutes(container: AppContainer, api: EndpointRouter): void {
  const record = container.get(SCAN_TOKENS.RecordScan);
  const scans = container.get(SCAN_TOKENS.Scans);
  api.on(recordScanEndpoint, async ({ req, body, valueOf }) => {
    const actor = staffActor(req);
    return scanResponse(valueOf(await record.execute(body, actor.staffEmail, actor)));
  });
  api.on(listScansEndpoint, async ({ params }) => ({
    scans: (await scans.ofReference(params.reference)).map(scanResponse),
  }));
}

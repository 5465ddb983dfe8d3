import { recordScanEndpoint } from '../../../core/scans/api/scans.endpoints.js';
import type { ScanBody } from '../../../core/scans/scans.schema.js';
import { callApi } from '../../site/fetch-json.js';

/** Sends one scan; a refusal throws with the sentence to show. */
export const recordScan = (body: ScanBody) => callApi(recordScanEndpoint, { body });

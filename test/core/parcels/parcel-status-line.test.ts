import { describe, expect, it } from 'vitest';
import { HANDOVER_NOT_IN_BULK } from '../../../core/parcels/parcel-desk.js';
import { parseStatusLine } from '../../../core/parcels/parcel-status-line.js';

describe('a status file line', () => {
  it('reads a plain line as its move, whichever status a file may name', () => {
    expect(parseStatusLine('1Z999AA10123456784,departed', 2)).toEqual({
      kind: 'move',
      reference: '1Z999AA10123456784',
      status: 'departed',
    });
    for (const status of ['received', 'departed', 'arrived', 'ready'])
      expect(parseStatusLine(`KP1000001,${status}`, 7)).toEqual({
        kind: 'move',
        reference: 'KP1000001',
        status,
      });
  });

  it('reads a line that is not yet plain by the same rules: normalised, trimmed, in any case', () => {
    const move = { kind: 'move', reference: '1Z999AA1', status: 'arrived' };
    for (const line of [
      '1z999aa1,arrived',
      ' 1Z 999-AA1 , Arrived ',
      '1Z999AA1,arrived\r',
      '\uFEFF1Z999AA1,arrived',
      '"1Z999AA1","arrived"',
      '1Z999AA1,arrived,',
    ])
      expect(parseStatusLine(line, 3)).toEqual(move);
  });

  it('refuses what a plain line never is: a hand-over, an unknown status, a long or odd reference', () => {
    expect(parseStatusLine('KP1000001,delivered', 2)).toEqual({
      kind: 'rejected',
      reason: HANDOVER_NOT_IN_BULK,
    });
    expect(parseStatusLine('KP1000001,lost', 2)).toEqual({
      kind: 'rejected',
      reason: 'The status is one of received, departed, arrived, ready',
    });
    expect(parseStatusLine(`${'A'.repeat(41)},departed`, 2)).toEqual({
      kind: 'rejected',
      reason: 'Expected a tracking or parcel number first',
    });
    expect(parseStatusLine('KP1000001,departed,ready', 2)).toEqual({
      kind: 'rejected',
      reason: 'Expected two columns: tracking or parcel number, status',
    });
  });

  it('takes a first line naming the columns as a header, and only the first', () => {
    expect(parseStatusLine('tracking,status', 1)).toEqual({ kind: 'header' });
    expect(parseStatusLine('tracking,status', 2)).toMatchObject({ kind: 'rejected' });
    expect(parseStatusLine('   ', 4)).toEqual({ kind: 'empty' });
  });
});

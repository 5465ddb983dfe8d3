import { describe, expect, it } from 'vitest';
import { isPhoneNumber, spreadsheetSafe } from '../../../core/shared/spreadsheet-cell.js';

describe('a cell written for a spreadsheet', () => {
  it('starts no formula: =, +, -, @, tab and carriage return are shown as text', () => {
    for (const cell of ['=1+1', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("x")']) {
      expect(spreadsheetSafe(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves names, numbers and phone numbers as they are', () => {
    for (const cell of ['Amina', 'KX100234', '+254712345678', '+254 712 345 678', '0712-345-678', '']) {
      expect(spreadsheetSafe(cell)).toBe(cell);
    }
  });

  it('knows a phone number from text that only starts like one', () => {
    expect(isPhoneNumber('+254 (0) 712.345.678')).toBe(true);
    expect(isPhoneNumber('+1+1')).toBe(false);
    expect(isPhoneNumber('12')).toBe(false);
    expect(isPhoneNumber('+2547123456789012')).toBe(false);
  });
});

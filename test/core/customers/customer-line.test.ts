import { describe, expect, it } from 'vitest';
import { MAX_LINE_LENGTH, parseCustomerLine } from '../../../core/customers/customer-line.js';

const customer = (
  firstName: string,
  lastName: string,
  accountId: string,
  phoneNumber: string | null = null,
) => ({
  kind: 'customer',
  customer: { firstName, lastName, accountId, phoneNumber },
});
const rejected = (reason: RegExp) => ({ kind: 'rejected', reason: expect.stringMatching(reason) as unknown });

describe('parseCustomerLine', () => {
  it.each([
    ['Amina,Yusuf,KX100234,+254712345678', customer('Amina', 'Yusuf', 'KX100234', '+254712345678')],
    ['Amina,Yusuf,KX100234', customer('Amina', 'Yusuf', 'KX100234')],
    ['  Amina , Yusuf ,  KX100234 , ', customer('Amina', 'Yusuf', 'KX100234')],
    ['Amina Yusuf KX100234 +254712345678', customer('Amina', 'Yusuf', 'KX100234', '+254712345678')],
    ['Amina\tYusuf\tKX100234', customer('Amina', 'Yusuf', 'KX100234')],
    ['Amina Yusuf KX100234 +254 712 345 678', customer('Amina', 'Yusuf', 'KX100234', '+254 712 345 678')],
    ['"Wanjiru, Mary",Kamau,KX7,0712', customer('Wanjiru, Mary', 'Kamau', 'KX7', '0712')],
    ['"Said ""Jnr""",Ali,KX8', customer('Said "Jnr"', 'Ali', 'KX8')],
    ['Amina,Yusuf,kx42', customer('Amina', 'Yusuf', 'KX42')],
    ['Amina,Yusuf,KX42,0712,extra,columns', customer('Amina', 'Yusuf', 'KX42', '0712')],
    ['\uFEFFAmina,Yusuf,KX1\r', customer('Amina', 'Yusuf', 'KX1')],
    ['Mary  Ann,Wanjiku,KX9', customer('Mary Ann', 'Wanjiku', 'KX9')],
    ['Ngʼangʼa,Müller,KX10', customer('Ngʼangʼa', 'Müller', 'KX10')],
  ])('reads %j', (line, expected) => {
    expect(parseCustomerLine(line)).toEqual(expected);
  });

  it.each(['', '   ', '\t', '\r', '\uFEFF'])('skips the empty line %j', (line) => {
    expect(parseCustomerLine(line)).toEqual({ kind: 'empty' });
  });

  it.each([
    ['Amina,Yusuf', /first name, last name and account ID/],
    ['Amina,,KX1', /first name, last name and account ID/],
    [',Yusuf,KX1', /first name, last name and account ID/],
    ['Amina Yusuf', /first name, last name and account ID/],
    ['Amina,Yusuf,100234', /not KX followed by digits/],
    ['Amina,Yusuf,KX', /not KX followed by digits/],
    ['Amina,Yusuf,KX12a', /not KX followed by digits/],
    ['first_name,last_name,account_id,phone', /not KX followed by digits/],
    ['"Amina,Yusuf,KX1', /Malformed CSV/],
    ['Am\uFFFDina,Yusuf,KX1', /Not UTF-8/],
    ['Amina\u0000,Yusuf,KX1', /control character/],
    ['Amina Yusuf\u0007 KX1', /control character/],
    ['Amina,Yusuf,KX1,0712\u0085', /control character/],
    ['"Amina\u001b[31m",Yusuf,KX1', /control character/],
    [`${'A'.repeat(MAX_LINE_LENGTH)},Yusuf,KX1`, /longer than/],
    [`${'A'.repeat(101)},Yusuf,KX1`, /at most 100/],
    [`Amina,Yusuf,KX1,${'7'.repeat(41)}`, /Phone number longer/],
    ['Am\u202Eina,Yusuf,KX1', /invisible formatting character/],
    ['Amina,Yu\u200Bsuf,KX1', /invisible formatting character/],
    ['Amina,Yusuf,KX1,=1+1', /is not a phone number/],
  ])('rejects %j with a reason', (line, reason) => {
    expect(parseCustomerLine(line)).toEqual(rejected(reason));
  });
});

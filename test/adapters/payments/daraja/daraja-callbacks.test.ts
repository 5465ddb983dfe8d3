import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  c2bConfirmationSchema,
  c2bValidationSchema,
  stkCallbackSchema,
} from '../../../../adapters/payments/daraja/daraja-callbacks.schema.js';
import { darajaResult } from '../../../../adapters/payments/daraja/daraja-results.js';
import { accountIdOf } from '../../../../core/payments/paybill.js';
import { paymentSentence } from '../../../../core/payments/mpesa-payment.js';

/** Daraja's documented example of a paid STK push's callback (Amount 1.00, Balance without a Value). */
const DOCUMENTED_PAID = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1.0 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'PhoneNumber', Value: 254708374149 },
        ],
      },
    },
  },
};

describe('M-Pesa’s callbacks as read at the edge', () => {
  it('reads a paid STK callback, and one that failed', () => {
    expect(stkCallbackSchema.parse(DOCUMENTED_PAID)).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      status: 'paid',
      failure: null,
      providerCode: '0',
      providerDescription: 'The service request is processed successfully.',
      paid: { amountKes: 1, receiptNumber: 'NLJ7RT61SV', phone: '254708374149' },
    });
    const cancelled = {
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: 'ws_CO_191220191020363925',
          ResultCode: '1032',
          ResultDesc: 'Request cancelled by user',
        },
      },
    };
    expect(stkCallbackSchema.parse(cancelled)).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      status: 'cancelled',
      failure: null,
      providerCode: '1032',
      providerDescription: 'Request cancelled by user',
    });
  });

  it('refuses a paid callback without its amount, a fraction of a cent, or a receipt of another form, naming where', () => {
    const items = DOCUMENTED_PAID.Body.stkCallback.CallbackMetadata.Item;
    const withItems = (item: object[]) => ({
      Body: { stkCallback: { ...DOCUMENTED_PAID.Body.stkCallback, CallbackMetadata: { Item: item } } },
    });
    for (const broken of [
      items.filter((item) => item.Name !== 'Amount'),
      items.map((item) => (item.Name === 'Amount' ? { Name: 'Amount', Value: 1.005 } : item)),
      items.map((item) => (item.Name === 'MpesaReceiptNumber' ? { ...item, Value: 'NLJ-7RT' } : item)),
    ]) {
      const parsed = z.safeParse(stkCallbackSchema, withItems(broken));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['Body', 'stkCallback', 'CallbackMetadata', 'Item']);
    }
  });

  it('reads a paybill payment with its amount as text, and only what it needs for validation', () => {
    const fields = {
      TransactionType: 'Pay Bill',
      TransID: 'rktqdm7w6s',
      TransTime: '20191122063845',
      TransAmount: '10.00',
      BusinessShortCode: '600638',
      BillRefNumber: 'kx 100 001',
      MSISDN: '2547 ***** 126',
      FirstName: 'John',
      MiddleName: '',
      LastName: 'Doe',
    };
    expect(c2bConfirmationSchema.parse(fields)).toEqual({
      transId: 'RKTQDM7W6S',
      amountKes: 10,
      billRefNumber: 'kx 100 001',
      msisdn: '2547 ***** 126',
      payerName: 'John Doe',
    });
    expect(c2bValidationSchema.parse({ ...fields, TransID: undefined })).toEqual({
      amountKes: 10,
      billRefNumber: 'kx 100 001',
    });
    expect(z.safeParse(c2bConfirmationSchema, { ...fields, TransAmount: '-5' }).success).toBe(false);
    expect(z.safeParse(c2bConfirmationSchema, { ...fields, TransAmount: '0' }).success).toBe(false);
  });

  it('finds the account ID a payer typed, in any case, spaces ignored', () => {
    expect(['KX100001', 'kx100001', ' Kx 100 001 ', 'kx\t100001'].map(accountIdOf)).toEqual(
      Array.from({ length: 4 }, () => 'KX100001'),
    );
    expect(['', 'KX', '100001', 'KX-100001', 'KX10O001', 'invoice008'].map(accountIdOf)).toEqual(
      Array.from({ length: 6 }, () => undefined),
    );
  });

  it("reads each ResultCode into the core's ending, and the customer reads it in words", () => {
    const sentence = (resultCode: number, resultDesc = '') =>
      paymentSentence(darajaResult(resultCode, resultDesc));
    expect(darajaResult(0, 'ok')).toEqual({
      status: 'paid',
      failure: null,
      providerCode: '0',
      providerDescription: 'ok',
    });
    expect(darajaResult(1032, 'Request cancelled by user')).toMatchObject({
      status: 'cancelled',
      failure: null,
    });
    expect(darajaResult(1, '')).toMatchObject({ status: 'failed', failure: 'insufficient-funds' });
    expect(sentence(1)).toMatch(/balance was not enough/);
    expect(sentence(1037)).toMatch(/could not be reached/);
    expect(sentence(2001)).toMatch(/PIN was wrong/);
    expect(sentence(1032)).toMatch(/You cancelled/);
    expect(darajaResult(17, 'System internal error')).toMatchObject({ status: 'failed', failure: 'other' });
    expect(sentence(17, 'System internal error')).toBe(
      'M-Pesa did not take the payment (code 17: System internal error). Nothing was charged to your account.',
    );
  });
});

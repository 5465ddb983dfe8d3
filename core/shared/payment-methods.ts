/**
 * How a payment reached us: shared vocabulary, since the ledger records it on an entry and the payments area
 * (M-Pesa, staff's recorded payments) decides it.
 */
export const PAYMENT_METHODS = ['mpesa', 'card', 'bank', 'paypal', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  mpesa: 'M-Pesa',
  card: 'Card',
  bank: 'Bank transfer',
  paypal: 'PayPal',
  cash: 'Cash at the office',
};

import type { DomainError } from '../shared/result.js';

/** A choice the account's destination does not offer, with the field it is about. */
interface NotOffered extends DomainError {
  code: 'DELIVERY.NOT_OFFERED';
  field: 'method' | 'point';
}

export const DELIVERY_ERRORS = {
  doorNotOffered: {
    code: 'DELIVERY.NOT_OFFERED',
    field: 'method',
    message:
      'South Sudan parcels are collected from our Juba office: door-to-door delivery is for Kenya only.',
  },
  pointNotOffered: (names: readonly string[]) =>
    ({
      code: 'DELIVERY.NOT_OFFERED',
      field: 'point',
      message: `Choose one of the pickup points on offer for your account: ${names.join(', ')}.`,
    }) as const,
  accountGone: { code: 'DELIVERY.NO_ACCOUNT', message: 'This account no longer exists.' },
} as const satisfies Record<string, DomainError | NotOffered | ((...args: never[]) => NotOffered)>;

type ErrorOf<E> = E extends (...args: never[]) => infer R ? R : E;
export type DeliveryError = ErrorOf<(typeof DELIVERY_ERRORS)[keyof typeof DELIVERY_ERRORS]>;

import type { DomainError } from '../shared/result.js';

export const DISPATCH_ERRORS = {
  riderNotFound: { code: 'DISPATCH.RIDER_NOT_FOUND', message: 'No rider has this id.' },
  riderInactive: {
    code: 'DISPATCH.RIDER_INACTIVE',
    message: 'This rider is deactivated: choose an active rider.',
  },
  notReady: (reference: string) =>
    ({
      code: 'DISPATCH.NOT_READY',
      message: `${reference} is not ready for handover on that day: only a ready shipment is dispatched.`,
    }) as const,
  notDoor: (reference: string) =>
    ({
      code: 'DISPATCH.NOT_DOOR',
      message: `${reference} is not a door delivery: it is collected at a pickup point.`,
    }) as const,
} as const satisfies Record<string, DomainError | ((...args: never[]) => DomainError)>;

type Errors = typeof DISPATCH_ERRORS;
export type DispatchError = {
  [K in keyof Errors]: Errors[K] extends (...args: never[]) => infer E ? E : Errors[K];
}[keyof Errors];
export type DispatchCode = DispatchError['code'];

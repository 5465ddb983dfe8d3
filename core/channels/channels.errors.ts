import type { DomainError } from '../shared/result.js';

export const CHANNELS_ERRORS = {
  smsTooLong: (segments: number) =>
    ({
      code: 'CHANNELS.SMS_TOO_LONG',
      message: `A parcel notice fits one SMS; this one takes ${String(segments)}.`,
    }) as const,
  noSuchAccount: { code: 'CHANNELS.NO_SUCH_ACCOUNT', message: 'No account has this account ID.' },
  noSuchCallback: { code: 'CHANNELS.NO_SUCH_CALLBACK', message: 'Not found' },
  verificationRefused: { code: 'CHANNELS.VERIFICATION_REFUSED', message: 'The verify token is not ours.' },
  badSignature: {
    code: 'CHANNELS.BAD_SIGNATURE',
    message: 'X-Hub-Signature-256 is missing or does not sign this body.',
  },
} as const satisfies Record<string, DomainError | ((...args: never[]) => DomainError)>;

type Errors = typeof CHANNELS_ERRORS;
export type ChannelsError = {
  [K in keyof Errors]: Errors[K] extends (...args: never[]) => infer E ? E : Errors[K];
}[keyof Errors];
export type ChannelsCode = ChannelsError['code'];

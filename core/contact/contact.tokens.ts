import { token } from '../shared/token.js';
import type { SendContactMessageUseCase } from './send-contact-message.use-case.js';

export const CONTACT_TOKENS = {
  SendContactMessage: token<SendContactMessageUseCase>('SendContactMessage'),
} as const;

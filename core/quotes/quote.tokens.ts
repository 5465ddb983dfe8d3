import { token } from '../shared/token.js';
import type { SubmitQuoteRequestUseCase } from './submit-quote-request.use-case.js';

export const QUOTE_TOKENS = {
  SubmitQuoteRequest: token<SubmitQuoteRequestUseCase>('SubmitQuoteRequest'),
} as const;

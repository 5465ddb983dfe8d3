// The browser build's `zod/mini` (web/vite.config.ts aliases it here): the schemas answer in shoppers' words from
// the moment the first of them loads. Pages load schemas only when they check something, so this cannot run
// once at start without putting the schema library on every page's first load.
import { answerInShoppersWords } from '../../core/shared/shopper-messages.js';

answerInShoppersWords();

export * from 'zod/v4/mini';

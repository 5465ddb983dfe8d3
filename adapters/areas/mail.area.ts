import { mailOutboxEndpoint } from '../../core/mail/mail.endpoints.js';
import { inMemoryMailOutbox } from '../memory/in-memory-mail-outbox.js';
import { KnexMailOutbox } from '../postgres/knex-mail-outbox.js';
import { ADAPTER_TOKENS } from '../wiring.js';
import { areaModule } from './area-module.js';

/** The outbox every mail goes through (its worker is the container's: it runs in the server only). */
export const mailArea = areaModule({
  name: 'mail',
  repositories: { outbox: { knex: (db) => new KnexMailOutbox(db), memory: inMemoryMailOutbox } },
  memoryTables: { outbox: () => [] },
  routes(container, api) {
    const outbox = container.get(ADAPTER_TOKENS.OutboxQueue);
    api.on(mailOutboxEndpoint, () => outbox.counts());
  },
});

import { mailOutboxEndpoint } from '../../core/mail/api/mail.endpoints.js';
import { inMemoryMailOutbox } from './in-memory-mail-outbox.js';
import { KnexMailOutbox } from './knex-mail-outbox.js';
import * as mailComposedWhenSent from './migrations/20261126-010-mail-composed-when-sent.js';
import * as visitorCausedMail from './migrations/20261126-015-visitor-caused-mail.js';
import * as siteAddress from './migrations/20261127-070-site-address.js';
import { ADAPTER_TOKENS } from '../wiring.js';
import { areaModule } from '../area-module.js';

/** The outbox every mail goes through (its worker is the container's: it runs in the server only). */
export const mailArea = areaModule({
  name: 'mail',
  repositories: { outbox: { knex: (db) => new KnexMailOutbox(db), memory: inMemoryMailOutbox } },
  memoryTables: { outbox: () => [] },
  migrations: {
    '20261126-010-mail-composed-when-sent': mailComposedWhenSent,
    '20261126-015-visitor-caused-mail': visitorCausedMail,
    '20261127-070-site-address': siteAddress,
  },
  routes(container, api) {
    const outbox = container.get(ADAPTER_TOKENS.OutboxQueue);
    api.on(mailOutboxEndpoint, () => outbox.counts());
  },
});

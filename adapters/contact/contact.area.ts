import { PAGES } from '../../core/contact/api/contact.pages.js';
import { CONTACT_TOKENS } from '../../core/contact/contact.tokens.js';
import { SendContactMessageUseCase } from '../../core/contact/send-contact-message.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { contactRoutes } from './contact.routes.js';
import { inMemoryContactMessages } from './in-memory-contact-messages.js';
import { KnexContactMessages } from './knex-contact-messages.js';
import { bindFactory } from '../wiring.js';
import { areaModule } from '../area-module.js';

/** The contact form: the message is stored and mailed to support in one transaction. */
export const contactArea = areaModule({
  name: 'contact',
  pages: PAGES,
  repositories: {
    contactMessages: { knex: (db) => new KnexContactMessages(db), memory: inMemoryContactMessages },
  },
  memoryTables: { contactMessages: () => new Map() },
  bind(container, { config }) {
    bindFactory(
      container,
      CONTACT_TOKENS.SendContactMessage,
      [TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids],
      (uow, clock, ids) => new SendContactMessageUseCase(uow, clock, ids, config.identity),
    );
  },
  routes: contactRoutes,
});

import express, { type RequestHandler, Router } from 'express';
import { rateCardVersionAnswer } from '../../core/competitors/rate-card-answers.schema.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import { HttpError, fromDomainError } from './errors.js';

/** The largest rate-card file staff may send: the shipped one is about 2 kB. */
const RATE_CARD_FILE_LIMIT = '64kb';

/**
 * Staff import a rate-card file through the running server: the way when the server holds the embedded
 * database, which the CLI then cannot open. Mounted at /admin; the caller puts these behind the admin guard.
 */
export function rateCardAdminRoutes(container: AppContainer, staffOnly: RequestHandler[]): Router {
  const importRateCards = container.get(TOKENS.ImportRateCards);
  const book = container.get(TOKENS.RateCardBook);
  const router = Router();

  router.get('/rate-cards', ...staffOnly, async (_req, res) => {
    const { versions, inForce } = await book.history();
    res.json({ versions: versions.map((v) => rateCardVersionAnswer(v, v === inForce)) });
  });

  // The body is read as text, so that a file that is not JSON gets the same message as from the CLI.
  router.post(
    '/rate-cards',
    ...staffOnly,
    express.text({ type: () => true, limit: RATE_CARD_FILE_LIMIT }),
    async (req, res) => {
      const text = typeof req.body === 'string' ? req.body : '';
      const name = typeof req.query.name === 'string' ? req.query.name.slice(0, 200) : 'uploaded by staff';
      const imported = await importRateCards.execute(text, name);
      if (!imported.ok) {
        const { error } = imported;
        // Each problem names the competitor and the field, as the CLI prints them.
        if (error.code === 'RATE_CARDS.INVALID')
          throw new HttpError(
            error.code,
            'The rate cards were not imported',
            error.problems.map((message) => ({ path: 'file', message })),
          );
        throw fromDomainError(error);
      }
      const { version, isInForce } = imported.value;
      res.status(201).json({
        message: `Imported the rate cards effective ${version.set.effectiveDate}`,
        version: rateCardVersionAnswer(version, isInForce),
      });
    },
  );

  return router;
}

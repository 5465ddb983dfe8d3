import express, { type RequestHandler, Router } from 'express';
import { HOMEPAGE_SECTIONS } from '../../core/sections/homepage-sections.js';
import {
  LIVE_SECTIONS_PATH,
  deploySectionSchema,
  liveSectionsAnswer,
} from '../../core/sections/section.schema.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import { HttpError, parseOrThrow } from './errors.js';
import { apiRoute } from './shipping.routes.js';

/** Staff put homepage sections live for every visitor (mounted at /admin); the caller puts these behind the admin guard. */
export function sectionAdminRoutes(container: AppContainer, staffOnly: RequestHandler[]): Router {
  const deploySection = container.get(TOKENS.DeploySection);
  const router = Router();

  router.post('/deploy-section', ...staffOnly, express.json({ limit: '1kb' }), async (req, res) => {
    const input = parseOrThrow(deploySectionSchema, req.body);
    if (!req.user) throw new HttpError('UNAUTHENTICATED', 'Please sign in');
    const { changed, live } = await deploySection.execute(input, req.user.email);
    const title = HOMEPAGE_SECTIONS.find((s) => s.id === input.sectionId)?.title ?? input.sectionId;
    const message =
      input.action === 'deploy'
        ? changed
          ? `${title} is live on the homepage`
          : `${title} was already live on the homepage`
        : changed
          ? `${title} was removed from the homepage`
          : `${title} was not on the homepage`;
    res.json({ message, ...liveSectionsAnswer(live) });
  });

  return router;
}

/** What every visitor's home page shows, as this process last read it (at most a few seconds old). */
export function sectionRoutes(container: AppContainer): Router {
  const liveNow = container.get(TOKENS.LiveSectionsNow);
  const router = Router();
  router.get(apiRoute(LIVE_SECTIONS_PATH), async (_req, res) => {
    res.json(liveSectionsAnswer(await liveNow.get()));
  });
  return router;
}

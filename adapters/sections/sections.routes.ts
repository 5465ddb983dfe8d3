import { HOMEPAGE_SECTIONS } from '../../core/sections/homepage-sections.js';
import { deploySectionEndpoint, liveSectionsEndpoint } from '../../core/sections/api/section.endpoints.js';
import { liveSectionsResponse } from '../../core/sections/section.schema.js';
import { SECTION_TOKENS } from '../../core/sections/section.tokens.js';
import type { AppContainer } from '../wiring.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import { signedInUser } from '../http/auth.js';

/** What every visitor's home page shows (as this process last read it), and staff putting sections live. */
export function sectionRoutes(container: AppContainer, api: EndpointRouter): void {
  const liveNow = container.get(SECTION_TOKENS.LiveSectionsNow);
  const deploySection = container.get(SECTION_TOKENS.DeploySection);

  api.on(liveSectionsEndpoint, async () => liveSectionsResponse(await liveNow.get()));

  api.on(deploySectionEndpoint, async ({ body, req }) => {
    const { changed, live } = await deploySection.execute(body, signedInUser(req).email);
    const title = HOMEPAGE_SECTIONS.find((s) => s.id === body.sectionId)?.title ?? body.sectionId;
    const message =
      body.action === 'deploy'
        ? changed
          ? `${title} is live on the homepage`
          : `${title} was already live on the homepage`
        : changed
          ? `${title} was removed from the homepage`
          : `${title} was not on the homepage`;
    return { message, ...liveSectionsResponse(live) };
  });
}

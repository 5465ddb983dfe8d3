import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SECTION_IDS } from '../../../core/sections/homepage-sections.js';
import { liveSectionsResponseSchema } from '../../../core/sections/section.schema.js';
import { registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

type App = Awaited<ReturnType<typeof testApp>>;

/** What a visitor's home page shows, read as a fresh visitor would (no cookie). */
const liveIds = async (app: App) =>
  liveSectionsResponseSchema
    .parse((await request(app).get('/api/homepage-sections').expect(200)).body)
    .live.map((s) => s.sectionId);

describe('homepage sections staff deploy', () => {
  it('needs a session (401) and the admin role (403), and changes nothing without them', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const customer = await signedInAgent(app);
    const body = { sectionId: 'earnings-banner', action: 'deploy' };
    expect((await request(app).post('/api/admin/deploy-section').send(body)).status).toBe(401);
    expect((await customer.post('/api/admin/deploy-section').send(body)).status).toBe(403);
    expect(await liveIds(app)).toEqual([]);
  });

  it.each([
    [
      { sectionId: 'hero-banner', action: 'deploy' },
      'sectionId',
      `Unknown section: use one of ${SECTION_IDS.join(', ')}`,
    ],
    [{ sectionId: 'minimal-cta', action: 'publish' }, 'action', 'Action must be deploy or remove'],
    [{ action: 'deploy' }, 'sectionId', `Unknown section: use one of ${SECTION_IDS.join(', ')}`],
  ])('refuses %j with 400 and a field message', async (body, field, message) => {
    const app = await testApp();
    const staff = await signedInStaff(app);
    const res = await staff.post('/api/admin/deploy-section').send(body).expect(400);
    expect(res.body.errors).toContainEqual({ path: field, message });
    expect(await liveIds(app)).toEqual([]);
  });

  it('answers a huge body with 413 and a control character with 400, and stays up', async () => {
    const app = await testApp();
    const staff = await signedInStaff(app);
    const huge = await staff
      .post('/api/admin/deploy-section')
      .send({ sectionId: 'x'.repeat(5000), action: 'deploy' })
      .expect(413);
    expect(huge.body.message).toBe('The request body is too large');
    await staff
      .post('/api/admin/deploy-section')
      .send({ sectionId: 'minimal-cta\u0000', action: 'deploy' })
      .expect(400);
    await staff.post('/api/admin/deploy-section').send(['minimal-cta']).expect(400);
    expect(await liveIds(app)).toEqual([]);
  });

  it('puts a section live for every visitor in page order, keeps it across reloads, and takes it off', async () => {
    const app = await testApp();
    const staff = await signedInStaff(app);
    const deployed = await staff
      .post('/api/admin/deploy-section')
      .send({ sectionId: 'minimal-cta', action: 'deploy' })
      .expect(200);
    expect(deployed.body).toMatchObject({
      message: 'Sign-up strip is live on the homepage',
      live: [{ sectionId: 'minimal-cta' }],
    });
    await staff
      .post('/api/admin/deploy-section')
      .send({ sectionId: 'revenue-streams', action: 'deploy' })
      .expect(200);
    const again = await staff
      .post('/api/admin/deploy-section')
      .send({ sectionId: 'minimal-cta', action: 'deploy' })
      .expect(200);
    expect(again.body.message).toBe('Sign-up strip was already live on the homepage');
    expect(await liveIds(app)).toEqual(['revenue-streams', 'minimal-cta']);
    expect(await liveIds(app)).toEqual(['revenue-streams', 'minimal-cta']);

    const removed = await staff
      .post('/api/admin/deploy-section')
      .send({ sectionId: 'minimal-cta', action: 'remove' })
      .expect(200);
    expect(removed.body).toMatchObject({ message: 'Sign-up strip was removed from the homepage' });
    expect(await liveIds(app)).toEqual(['revenue-streams']);
    const stored = await app.container.memoryStore?.ports.liveSections.list();
    expect(stored).toEqual([
      expect.objectContaining({ sectionId: 'revenue-streams', deployedBy: 'staff@example.com' }),
    ]);
  });
});

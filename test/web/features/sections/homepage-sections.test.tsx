import { screen, within } from '@testing-library/react';
import { liveSectionsEndpoint } from '../../../../core/sections/api/section.endpoints.js';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOMEPAGE_SECTIONS } from '../../../../core/sections/homepage-sections.js';
import { formatUsd } from '../../../../core/shared/money.js';
import { REFERRAL_REWARDS } from '../../../../core/referrals/referral.js';
import { aStaffMember } from '../../../core/accounts/user.mother.js';
import { server } from '../../msw-server.js';
import { renderSite } from '../../render.js';

const live = (...ids: string[]) => ({
  live: ids.map((sectionId) => ({ sectionId, deployedAt: '2026-11-23T08:00:00.000Z' })),
});

describe('homepage sections', () => {
  it('the home page shows the live sections, in page order, with the referral figures from the core', async () => {
    server.use(
      http.get(liveSectionsEndpoint.path, () => HttpResponse.json(live('minimal-cta', 'earnings-banner'))),
    );
    renderSite('/');
    // The home page's later sections are code of their own, fetched after the page: on a busy machine, slowly.
    const banner = await screen.findByRole('region', {
      name: `Earn ${formatUsd(REFERRAL_REWARDS.referrerCreditCents)} for every friend who ships`,
    });
    const strip = screen.getByRole('region', { name: /^Your free US address/ });
    expect(banner.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(strip).getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe(
      '/auth?tab=register',
    );
    expect(screen.queryByRole('region', { name: 'Ways to earn with us' })).toBeNull();
  });

  it('/admin-preview previews the four sections, says which are live, and deploys one', async () => {
    let state = live('program-highlights');
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: aStaffMember() })),
      http.get(liveSectionsEndpoint.path, () => HttpResponse.json(state)),
      http.post('/api/admin/deploy-section', async ({ request }) => {
        const body = (await request.json()) as { sectionId: string };
        state = live('program-highlights', body.sectionId);
        return HttpResponse.json({ message: 'Sign-up strip is live on the homepage', ...state });
      }),
    );
    renderSite('/admin-preview');
    await screen.findByRole('heading', { name: 'Homepage sections', level: 1 });
    const cards = await screen.findAllByRole('listitem');
    const byTitle = (title: string) => {
      const id = HOMEPAGE_SECTIONS.find((s) => s.title === title)?.id ?? '';
      const card = cards.find((c) => c.querySelector('code')?.textContent === id);
      if (!card) throw new Error(`no card ${title}`);
      return card;
    };
    for (const section of HOMEPAGE_SECTIONS) {
      expect(within(byTitle(section.title)).getByText(section.description)).toBeTruthy();
      expect(
        within(byTitle(section.title)).getByRole('figure', { name: `Preview of ${section.title}` }),
      ).toBeTruthy();
    }
    expect(await within(byTitle('Affiliate program highlights')).findByText('Live on Homepage')).toBeTruthy();
    expect(within(byTitle('Sign-up strip')).getByText('Not on the homepage')).toBeTruthy();

    await userEvent.click(
      within(byTitle('Sign-up strip')).getByRole('button', { name: /Deploy to Homepage/ }),
    );
    expect(await within(byTitle('Sign-up strip')).findByText('Live on Homepage')).toBeTruthy();
    expect((await screen.findAllByText('Sign-up strip is live on the homepage')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'affiliate programs' }).getAttribute('href')).toBe(
      '/affiliate-programs',
    );
  });

  it("/admin-preview says 'Deployment Failed' and 'Removal Failed' when the server refuses, and changes no badge", async () => {
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: aStaffMember() })),
      http.get(liveSectionsEndpoint.path, () => HttpResponse.json(live('program-highlights'))),
      http.post('/api/admin/deploy-section', () =>
        HttpResponse.json({ message: 'You need the admin role' }, { status: 403 }),
      ),
    );
    renderSite('/admin-preview');
    const card = (title: string) => {
      const found = screen
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('heading', { name: title }));
      if (!found) throw new Error(`no card ${title}`);
      return found;
    };
    await screen.findByText('Live on Homepage');
    const notifications = () => screen.getByRole('region', { name: /Notifications/ });

    await userEvent.click(within(card('Sign-up strip')).getByRole('button', { name: /Deploy to Homepage/ }));
    expect(await screen.findByText('Deployment Failed')).toBeTruthy();
    expect(
      within(notifications()).getByText(/^Could not deploy section to homepage\. You need the admin role$/),
    ).toBeTruthy();
    expect(within(card('Sign-up strip')).getByText('Not on the homepage')).toBeTruthy();

    await userEvent.click(
      within(card('Affiliate program highlights')).getByRole('button', { name: /Remove from Homepage/ }),
    );
    expect(await screen.findByText('Removal Failed')).toBeTruthy();
    expect(within(card('Affiliate program highlights')).getByText('Live on Homepage')).toBeTruthy();
    expect(screen.queryByText('Nothing changed')).toBeNull();
  });
});

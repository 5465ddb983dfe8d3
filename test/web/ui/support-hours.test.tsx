import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IDENTITY } from '../../../core/shared/business-identity.js';
import { AppRoutes } from '../../../web/routes.js';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider } from '../../../web/site/site-config.js';
import { renderWithApp } from '../render.js';

/** The site at `path` for a business whose support hours differ from the defaults. */
const renderWithHours = (path: string, hours: Partial<typeof PLACEHOLDER_IDENTITY>) =>
  renderWithApp(
    <SiteConfigProvider value={{ ...DEFAULT_SITE_CONFIG, identity: { ...PLACEHOLDER_IDENTITY, ...hours } }}>
      <AppRoutes />
    </SiteConfigProvider>,
    path,
  );

const hoursBlock = async () => {
  const heading = await screen.findByRole('heading', { name: 'Support hours' });
  const block = heading.parentElement?.querySelector('[data-claim="support-hours"]');
  if (!(block instanceof HTMLElement)) throw new Error('no support-hours block');
  return block;
};

describe('support hours', () => {
  it('/contact shows a chat block once the business configures chat hours, and its own phone hours', async () => {
    renderWithHours('/contact', { chatHours: 'Mon-Sun 00:00-24:00', phoneHours: 'Mon-Sat 08:00-17:00' });
    const block = await hoursBlock();
    expect(
      within(block)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Phone', 'WhatsApp', 'Chat', 'E-mail, and outside those hours']);
    expect(block).toHaveTextContent('PhoneMonday to Saturday, 8 AM to 5 PM East Africa Time');
    expect(block).toHaveTextContent('ChatEvery day, around the clock');
  });

  it('/success-stories leaves out the quote about a Sunday answer while WhatsApp is closed on Sundays', async () => {
    renderWithHours('/success-stories', { whatsappHours: 'Mon-Fri 07:00-20:00' });
    const quotes = (await screen.findByRole('heading', { name: 'In a few words' })).parentElement;
    expect(quotes?.querySelectorAll('blockquote')).toHaveLength(3);
    expect(screen.queryByText(/answered me on a Sunday/)).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { readEmbedParams } from '../../../core/shipping/calculator-embed.js';
import { PAGES as PARCELS_PAGES } from '../../../core/parcels/api/parcels.pages.js';
import { siteMap } from '../../../core/shared/site-map.js';
import { PAGES as SHIPPING_PAGES } from '../../../core/shipping/api/shipping.pages.js';

const { renderedLocation } = siteMap([SHIPPING_PAGES, PARCELS_PAGES]);

describe('the embeddable calculator', () => {
  it('defaults to source unknown, light theme, full layout, branding shown', () => {
    expect(readEmbedParams(new URLSearchParams())).toEqual({
      source: 'unknown',
      theme: 'light',
      compact: false,
      branding: true,
    });
  });

  it('reads every parameter and ignores an unknown theme', () => {
    expect(
      readEmbedParams(new URLSearchParams('source=blog&theme=dark&compact=true&branding=false')),
    ).toEqual({ source: 'blog', theme: 'dark', compact: true, branding: false });
    expect(readEmbedParams(new URLSearchParams('theme=neon')).theme).toBe('light');
    expect(readEmbedParams(new URLSearchParams('theme=branded')).theme).toBe('branded');
  });

  it('is rendered by the server in one version per look, whatever else its address holds', () => {
    const location = (query: string) => renderedLocation('/calculator-embed', new URLSearchParams(query));
    expect(location('source=blog&theme=dark&utm_x=1')).toBe(location('theme=dark&source=shop'));
    expect(location('theme=neon&compact=yes')).toBe(location(''));
    expect(location('theme=dark&compact=true&branding=false')).toBe(
      '/calculator-embed?theme=dark&compact=true&branding=false',
    );
    expect(renderedLocation('/track', new URLSearchParams('utm_source=mail'))).toBe('/track');
    expect(renderedLocation('/track', new URLSearchParams('ref=1z 999-aa1&utm_source=mail'))).toBe(
      '/track?ref=1Z999AA1',
    );
    expect(renderedLocation('/track', new URLSearchParams('ref=<script>'))).toBe('/track');
  });
});

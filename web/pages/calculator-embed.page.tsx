import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMBED_PATH,
  type EmbedTheme,
  UNNAMED_EMBED_SOURCE,
  readEmbedParams,
} from '../../core/site/calculator-embed.js';
import { ShippingCalculator } from '../components/calculator/shipping-calculator.js';
import { usePageMeta } from '../components/page-meta.js';
import { track } from '../site/analytics.js';
import { useHydrated, useSiteConfig } from '../site/site-config.js';
import { webApplication } from '../site/structured-data.js';

const TITLE = 'Shipping calculator widget';
const DESCRIPTION = 'An embeddable USA to Kenya shipping cost calculator.';

const THEMES: Record<EmbedTheme, string> = {
  light: 'bg-white text-slate-900',
  dark: 'dark bg-slate-950 text-white',
  branded: 'bg-brand-800 text-white',
};

/**
 * The specification's "missing dimensions default to 10 each", read as 10 cm (3.9 in): a dimension left empty
 * beside others. With none entered the parcel is priced by weight, as on every other calculator.
 */
export const EMBED_DEFAULT_DIMENSION_CM = 10;

export default function CalculatorEmbedPage() {
  const site = useSiteConfig();
  usePageMeta(TITLE, DESCRIPTION, [webApplication(site, EMBED_PATH, TITLE, DESCRIPTION)]);
  const { identity, publicUrl } = site;
  const [params] = useSearchParams();
  const { theme, compact, branding, source: hostSource } = readEmbedParams(params);
  // The server renders the look the address asks for, but not the host's free-text name: that comes after.
  const source = useHydrated() ? hostSource : UNNAMED_EMBED_SOURCE;
  useEffect(() => {
    // The page's own background follows the theme so the frame shows no white edge.
    const classes = THEMES[theme].split(' ').filter((c) => c !== 'dark');
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [theme]);
  const siteLink = new URL('/', publicUrl);
  siteLink.searchParams.set('utm_source', source);
  siteLink.searchParams.set('utm_medium', 'embed');
  siteLink.searchParams.set('utm_campaign', 'calculator_widget');

  return (
    <div className={`min-h-screen p-4 ${THEMES[theme]}`}>
      <div
        className={`mx-auto ${compact ? 'max-w-md' : 'max-w-5xl'} rounded-xl bg-white p-4 text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white`}
      >
        <h1 className="mb-4 text-lg font-bold">USA to Kenya shipping calculator</h1>
        <ShippingCalculator
          source={`embed:${source}`}
          compact={compact}
          defaultDimensionCm={EMBED_DEFAULT_DIMENSION_CM}
        />
      </div>
      {branding && (
        <p className="mt-3 text-center text-sm">
          <a
            href={siteLink.toString()}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track('calculator_branding_clicked', { source })}
            className="font-medium underline"
          >
            Powered by {identity.brandName}: Save up to 50%
          </a>
        </p>
      )}
    </div>
  );
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMBED_PATH,
  type EmbedTheme,
  UNNAMED_EMBED_SOURCE,
  readEmbedParams,
} from '../../../core/shipping/calculator-embed.js';
import { claimTexts } from '../../../core/shared/business-claims.js';
import { ShippingCalculator } from './shipping-calculator.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { accountLink, taggedLink } from '../../../core/shared/business-identity.js';
import { track } from '../../site/analytics.js';
import { useHydrated, useSiteConfig } from '../../site/site-config.js';
import { webApplication } from '../../site/structured-data.js';
import { buttonClass } from '../../ui/button.js';

const TITLE = 'Shipping calculator widget';
const DESCRIPTION = 'An embeddable USA to Kenya shipping cost calculator.';

const THEMES: Record<EmbedTheme, string> = {
  light: 'bg-white text-slate-900',
  dark: 'dark bg-slate-950 text-white',
  branded: 'bg-brand-800 text-white',
};

/**
 * The widget's rule "missing dimensions default to 10 each", read as 10 cm (3.9 in): a dimension left empty
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
  // Every way out of the widget names the host site and the button, for the host's referral figures.
  const utm = (button: string) => ({
    source,
    medium: 'embed',
    campaign: 'calculator_widget',
    content: `calculator_embed_${button}`,
  });
  const siteLink = (path: string, button: string) => taggedLink(publicUrl, path, utm(button));
  const signUpLink = accountLink(identity, 'signUp', utm('signup'), publicUrl);

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
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
          <a
            href={signUpLink}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track('calculator_signup_clicked', { source })}
            className={buttonClass({ size: 'sm' })}
          >
            Sign up free
          </a>
          <a
            href={siteLink('/how-it-works', 'learn_more')}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track('calculator_learn_more_clicked', { source })}
            className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-white dark:text-white dark:hover:bg-slate-800"
          >
            Learn how it works
          </a>
        </div>
      </div>
      {branding && (
        <p className="mt-3 text-center text-sm">
          <a
            href={siteLink('/', 'branding')}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track('calculator_branding_clicked', { source })}
            className="font-medium underline"
          >
            Powered by {identity.brandName}: {claimTexts(site.claims).savings}
          </a>
        </p>
      )}
    </div>
  );
}

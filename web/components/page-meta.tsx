import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type PageHead, type StructuredData, applyHead, pageHead } from '../site/page-head.js';
import { useSiteConfig } from '../site/site-config.js';
import { QUOTE_CALCULATOR_PATHS } from '../../core/site/site-map.js';
import { quoteHeadline, useSharedQuote } from './calculator/shared-quote.js';

/** On the server, receives the head of the page being rendered; in the browser there is none. */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

/**
 * Every page says here what it is: its title, description and structured data become its head, written into
 * the server's HTML and replaced in the browser when the visitor moves to another page. A calculator page whose
 * address holds a quote names that quote instead, so that a shared link's preview shows the price.
 */
export function usePageMeta(
  title: string,
  description: string,
  structuredData?: readonly StructuredData[],
): void {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const shared = useSharedQuote();
  const quote =
    shared?.result && QUOTE_CALCULATOR_PATHS.includes(pathname)
      ? quoteHeadline({ form: shared.form, result: shared.result })
      : { title, description };
  const head = pageHead({ ...quote, structuredData }, site, pathname);
  useContext(PageHeadCollector)?.(head);
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(document, JSON.parse(key) as PageHead);
  }, [key]);
}

import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type PageHead, type StructuredData, applyHead, pageHead } from '../site/page-head.js';
import { useSiteConfig } from '../site/site-config.js';

/** On the server, receives the head of the page being rendered; in the browser there is none. */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

/**
 * Every page says here what it is: its title, description and structured data become its head, written into
 * the server's HTML and replaced in the browser when the visitor moves to another page.
 */
export function usePageMeta(
  title: string,
  description: string,
  structuredData?: readonly StructuredData[],
): void {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const head = pageHead({ title, description, structuredData }, site, pathname);
  useContext(PageHeadCollector)?.(head);
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(document, JSON.parse(key) as PageHead);
  }, [key]);
}

import { SITE_MAP } from './site-map.js';
import { type SiteConfig, scriptSafeJson } from '../../core/shared/site-config.js';

/** A schema.org description of what a page is about, written into the page as JSON-LD. */
export type StructuredData = { '@type': string } & Record<string, unknown>;

/** What a page says about itself: the one input of its head. */
export interface PageMeta {
  title: string;
  description: string;
  structuredData?: readonly StructuredData[];
}

/** An element of the page's head, the same for the server's HTML and the browser's DOM. */
interface HeadElement {
  tag: 'meta' | 'link' | 'script';
  attributes: Readonly<Record<string, string>>;
  text?: string;
}

export interface PageHead {
  title: string;
  elements: HeadElement[];
}

/** Marks the elements a page owns, so that the next page replaces them. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/**
 * The head of the page at `path`: title, description, and for public pages the canonical address with the
 * Open Graph and Twitter tags that share it; pages for one visitor (accounts, staff, not found) are not indexed.
 */
export function pageHead(meta: PageMeta, { identity, publicUrl }: SiteConfig, path: string): PageHead {
  const title = `${meta.title} | ${identity.brandName}`;
  const indexed = SITE_MAP.kindOf(path) === 'public';
  const url = new URL(path, publicUrl).toString();
  const named = (name: string, content: string): HeadElement => ({
    tag: 'meta',
    attributes: { name, content },
  });
  const property = (name: string, content: string): HeadElement => ({
    tag: 'meta',
    attributes: { property: name, content },
  });
  const elements: HeadElement[] = [named('description', meta.description)];
  if (!indexed) {
    elements.push(named('robots', 'noindex'));
    return { title, elements };
  }
  elements.push(
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    property('og:type', 'website'),
    property('og:site_name', identity.brandName),
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', url),
    named('twitter:card', 'summary'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
    ...(meta.structuredData ?? []).map((data): HeadElement => ({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: scriptSafeJson({ '@context': 'https://schema.org', ...data }),
    })),
  );
  return { title, elements };
}

/** Replaces the previous page's head elements with this page's, in the browser. */
export function applyHead(doc: Document, { title, elements }: PageHead): void {
  doc.title = title;
  for (const old of doc.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) old.remove();
  for (const { tag, attributes, text } of elements) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}

import { useEffect } from 'react';
import { identity } from '../site/identity.js';

/** Sets the document title and meta description for the page that renders it. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${identity.brandName}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

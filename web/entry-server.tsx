/**
 * The server's renderer, built by `vite build --ssr` and loaded by the HTTP adapter: the HTML of one page for
 * the configured site, and the head that page asked for. It renders what needs no visitor (forms empty) from
 * the API answers the server gives it (`data`), which the page carries to the browser.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app.js';
import { PageHeadCollector } from './ui/page-meta.js';
import escapeHtml from 'escape-html';
import { PAGE_HEAD_ATTRIBUTE, type PageHead } from './site/page-head.js';
import type { PageData, SiteConfig } from '../core/shared/site-config.js';
import { answerInShoppersWords } from '../core/shared/shopper-messages.js';

answerInShoppersWords();

export interface RenderedPage {
  /** The inside of the #root element. */
  body: string;
  /** Title, meta, link and JSON-LD elements for the <head>. */
  head: string;
}

/** The head as HTML (the browser builds the same elements with applyHead). */
function headHtml({ title, elements }: PageHead): string {
  const tags = elements.map(({ tag, attributes, text }) => {
    const attrs = Object.entries({ ...attributes, [PAGE_HEAD_ATTRIBUTE]: '' })
      .map(([name, value]) => (value === '' ? name : `${name}="${escapeHtml(value)}"`))
      .join(' ');
    return tag === 'script' ? `<script ${attrs}>${text ?? ''}</script>` : `<${tag} ${attrs}>`;
  });
  return [`<title>${escapeHtml(title)}</title>`, ...tags].join('\n    ');
}

export async function renderPage(path: string, site: SiteConfig, data: PageData): Promise<RenderedPage> {
  const heads: PageHead[] = [];
  const { prelude } = await prerender(
    <PageHeadCollector.Provider value={(head) => heads.push(head)}>
      <StaticRouter location={path}>
        <App site={site} data={data} />
      </StaticRouter>
    </PageHeadCollector.Provider>,
    // Every boundary in place: a large one would otherwise arrive out of order, put there by an inline
    // script that the Content-Security-Policy rightly refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A page may render more than once before it completes (while its code loads): its last head counts.
  const head = heads.at(-1);
  if (!head) throw new Error(`the page at ${path} set no title or description`);
  return { body: await new Response(prelude).text(), head: headHtml(head) };
}

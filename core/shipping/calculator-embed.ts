/** The embeddable calculator: the one page whose look its address sets (other sites frame it). */
export const EMBED_PATH = '/calculator-embed';

/** The campaign source of a widget whose host did not name itself. */
export const UNNAMED_EMBED_SOURCE = 'unknown';

export const EMBED_THEMES = ['light', 'dark', 'branded'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export interface EmbedSettings {
  /** Who embeds it, for the campaign tags of its link back to the site. */
  source: string;
  theme: EmbedTheme;
  compact: boolean;
  branding: boolean;
}

const isTheme = (value: string | null): value is EmbedTheme => EMBED_THEMES.some((theme) => theme === value);

/** The query the widget is rendered with: its look (at most 12 versions), never the free-text source, which the browser fills in. */
export function embedQuery(params: URLSearchParams): string {
  const { theme, compact, branding } = readEmbedParams(params);
  return new URLSearchParams({ theme, compact: String(compact), branding: String(branding) }).toString();
}

/** The widget's settings from its query string: unknown or missing values take the defaults. */
export function readEmbedParams(params: URLSearchParams): EmbedSettings {
  const theme = params.get('theme');
  return {
    source: params.get('source') || UNNAMED_EMBED_SOURCE,
    theme: isTheme(theme) ? theme : 'light',
    compact: params.get('compact') === 'true',
    branding: params.get('branding') !== 'false',
  };
}

/** What Helvetica writes: Windows-1252's printable characters. */
const WIN_ANSI = '\\x20-\\x7e\\u00a0-\\u00ff\\u2013\\u2014\\u2018\\u2019\\u201c\\u201d\\u2022\\u2026';
const UNWRITTEN = new RegExp(`[^${WIN_ANSI}]`, 'gu');
const WRITTEN = new RegExp(`^[${WIN_ANSI}]+$`, 'u');

/**
 * Helvetica, one of PDF's standard fonts (labels, manifests), writes Windows-1252 only: letters with marks it lacks
 * lose them ("Wanjirũ" → "Wanjiru"), and anything else is a question mark, never a wrong glyph.
 */
export const inHelvetica = (text: string): string =>
  text.normalize('NFC').replace(UNWRITTEN, (c) => {
    const bare = c.normalize('NFKD').replace(/\p{M}/gu, '');
    return WRITTEN.test(bare) ? bare : '?';
  });

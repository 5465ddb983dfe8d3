import bwipjs from 'bwip-js/node';

/** A 4×6 inch label at a thermal printer's 203 dots an inch: what every size on it is reckoned against. */
export const LABEL_DPI = 203;
export const LABEL_WIDTH_IN = 4;
export const LABEL_HEIGHT_IN = 6;
/** Code 128 wants ten modules of white either side. */
export const QUIET_MODULES = 10;

/**
 * The Code 128 bars of a number, as bwip-js encodes them: the widths in modules of bar, space, bar … from the start
 * character to the stop, and how many modules that makes.
 */
export function code128Bars(text: string): { widths: number[]; modules: number } {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error(`bwip-js gave no bars for ${text}`);
  const widths = symbol.sbs;
  return { widths, modules: widths.reduce((sum, w) => sum + w, 0) };
}

/**
 * The widest whole number of printer dots a module may take (2 to 4) for the bars and their quiet zones to fit
 * `widthDots`: whole dots keep every bar's edge on the printer's grid, and the reader's margin with it.
 */
export function dotsPerModule(modules: number, widthDots: number): number {
  for (const dots of [4, 3]) if ((modules + 2 * QUIET_MODULES) * dots <= widthDots) return dots;
  return 2;
}

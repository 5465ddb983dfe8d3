import type { FeaturedProductResponse } from './products.api.js';

type Images = FeaturedProductResponse['images'];

/**
 * A product's picture, decorative (its title is beside it). The browser picks the medium or the large picture
 * for the size it is shown at and the screen's density; width and height are the picture's own, so the page
 * keeps its place before it arrives. A grey square stands in for a product without one.
 */
export function ProductImage({
  images,
  shownPx,
  className,
  lazy = false,
}: {
  images: Images;
  /** The width it is shown at, in CSS pixels. */
  shownPx: number;
  className: string;
  /** Below the fold: fetched only when it comes near. */
  lazy?: boolean;
}) {
  const sizes = [images.medium, images.large].filter((p) => p !== null);
  const fallback = sizes.find((p) => p.width >= shownPx) ?? sizes.at(-1);
  if (!fallback) return <div aria-hidden="true" className={`${className} bg-slate-100`} />;
  const distinct = sizes.filter((p, i) => sizes.findIndex((q) => q.url === p.url) === i);
  return (
    <img
      src={fallback.url}
      srcSet={distinct.length > 1 ? distinct.map((p) => `${p.url} ${p.width}w`).join(', ') : undefined}
      sizes={distinct.length > 1 ? `${shownPx}px` : undefined}
      alt=""
      width={fallback.width}
      height={fallback.height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={`${className} bg-slate-50 object-contain`}
    />
  );
}

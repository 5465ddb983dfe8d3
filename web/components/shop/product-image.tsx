/**
 * A product's picture, decorative (its title is beside it), at a fixed size so the page does not move when it
 * arrives; a grey square stands in for a product without one.
 */
export function ProductImage({
  src,
  size,
  className,
  lazy = false,
}: {
  src: string | null;
  size: number;
  className: string;
  lazy?: boolean;
}) {
  if (!src) return <div aria-hidden="true" className={`${className} bg-slate-100`} />;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={`${className} bg-slate-50 object-contain`}
    />
  );
}

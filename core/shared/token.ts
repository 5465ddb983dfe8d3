declare const portType: unique symbol;
/** A symbol that remembers the type bound to it, so that resolving it needs no cast at call sites. */
export type Token<T> = symbol & { readonly [portType]?: T };

/** Each area names its tokens in its own `<area>.tokens.ts`; the name is global, so it carries the area. */
export function token<T>(name: string): Token<T> {
  return Symbol.for(`kango.${name}`);
}

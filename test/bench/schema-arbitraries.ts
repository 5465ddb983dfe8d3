/**
 * fast-check arbitraries from the JSON Schemas of an OpenAPI document: values a schema accepts, leaning to its
 * edges, and values a client gets wrong in every way the fuzz drill tries (a field of the wrong type, missing or
 * unknown, text with control characters or far too long, numbers past the bounds, a body that is not an object).
 */
import fc from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Finds what a `$ref` names in the document. */
export type Resolve = (ref: string) => JsonSchema;

/** Text with every kind of character a form could carry: control characters, NUL, surrogates, emoji. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0007b', 'line\r\nbreak', '\u202etxt', '💥'.repeat(5), ' ', '', '\ud800'),
  fc.string({ minLength: 5_000, maxLength: 12_000 }),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', '0', 'true', [], {}),
  fc.string(),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 200);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.constant('x'.repeat(minLength)),
    fc.constant('y'.repeat(maxLength)),
  );
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : 1e6);
  const inside = (n: number) =>
    n >= min &&
    n <= max &&
    (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum);
  const edges = [min, max, min + 1, max - 1, min + 0.001, max - 0.001, Number.MIN_VALUE]
    .map((n) => (integer ? Math.round(n) : n))
    .filter(inside);
  const spread = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return edges.length > 0
    ? fc.oneof(fc.constantFrom(...edges), spread.filter(inside))
    : spread.filter(inside);
}

/** Values the schema accepts, leaning to its edges (shortest and longest text, smallest and largest numbers). */
export function validValue(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValue(resolve(schema.$ref), resolve);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => validValue(option, resolve)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'number':
      return numberValue(schema, false);
    case 'integer':
      return numberValue(schema, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, resolve), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validValue(value, resolve)]),
      );
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) });
    }
    default:
      return anyJson;
  }
}

/** One way to get a valid value wrong, applied at a field or at the root. */
type Mutation =
  | { kind: 'wrong type'; value: unknown }
  | { kind: 'hostile text'; value: string }
  | { kind: 'missing' }
  | { kind: 'unknown field'; key: string; value: unknown }
  | { kind: 'out of bounds'; value: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  anyJson.map((value) => ({ kind: 'wrong type' as const, value })),
  hostileText.map((value) => ({ kind: 'hostile text' as const, value })),
  fc.constant({ kind: 'missing' as const }),
  fc
    .tuple(fc.string({ maxLength: 12 }), anyJson)
    .map(([key, value]) => ({ kind: 'unknown field' as const, key, value })),
  fc
    .constantFrom(-1, 0, -0.5, 1e9, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2)
    .map((value) => ({ kind: 'out of bounds' as const, value })),
);

function mutate(value: unknown, pick: number, change: Mutation): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return change.kind === 'missing' ? undefined : change.value;
  }
  const record = { ...(value as Record<string, unknown>) };
  if (change.kind === 'unknown field') return { ...record, [change.key]: change.value };
  const keys = Object.keys(record);
  const key = keys[pick % Math.max(keys.length, 1)];
  if (key === undefined)
    return change.kind === 'missing' ? {} : { field: 'value' in change ? change.value : null };
  if (change.kind === 'missing') return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
  const inner = record[key];
  record[key] =
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? mutate(inner, Math.floor(pick / 7), change)
      : change.value;
  return record;
}

/** Bodies for an endpoint: edges of what it accepts, one-field mistakes, and things that are no body at all. */
export function fuzzedBody(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const valid = validValue(schema, resolve);
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 6, arbitrary: fc.tuple(valid, fc.nat(), mutation).map(([v, pick, m]) => mutate(v, pick, m)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.array(fc.tuple(fc.nat(), mutation), { minLength: 2, maxLength: 4 }))
        .map(([v, changes]) => changes.reduce((acc, [pick, m]) => mutate(acc, pick, m), v)),
    },
    { weight: 1, arbitrary: anyJson },
  );
}

import * as z from 'zod/mini';
import { type Result, fail, ok } from '../shared/result.js';
import { RATE_CARD_ERRORS, type RateCardError } from './rate-card.errors.js';
import { type RateCardFile, type RateCardSet, rateCardSetSchema } from './rate-card.schema.js';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

const valueAt = (document: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? Reflect.get(node, key) : undefined),
    document,
  );

/** `tiers[1].dollarsPerKg`, as staff would point at it in the file. */
const fieldName = (path: Path): string =>
  path.reduce<string>(
    (name, key) =>
      typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key),
    '',
  );

function problem(issue: Issue, document: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(document, issue.path) === undefined ? 'is missing' : `must be a ${issue.expected}`;
    case 'too_small':
      if (issue.origin !== 'number') return 'must not be empty';
      return issue.inclusive ? `must be at least ${issue.minimum}` : `must be more than ${issue.minimum}`;
    case 'invalid_format':
      return issue.format === 'date' ? 'must be a date written YYYY-MM-DD' : issue.message;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'an unknown field' : 'unknown fields'}: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** "tiers[1].dollarsPerKg must be more than 0", or "tiers: the first tier must start at 0 kg". */
function sentence(field: string, issue: Issue, document: unknown): string {
  if (issue.code === 'custom') return field ? `${field}: ${issue.message}` : issue.message;
  return `${field || 'the file'} ${problem(issue, document)}`;
}

/** "Aquantuo [aquantuo]: tiers[1].dollarsPerKg must be more than 0": the competitor, then the field. */
function describe(issue: Issue, document: unknown): string {
  const [list, index, ...rest] = issue.path;
  if ((list === 'cards' || list === 'publishedRanges') && typeof index === 'number') {
    const entry = valueAt(document, [list, index]);
    const name = valueAt(entry, ['name']);
    const id = valueAt(entry, ['id']);
    const who =
      typeof name === 'string' && name
        ? `${name}${typeof id === 'string' ? ` [${id}]` : ''}`
        : `${list === 'cards' ? 'card' : 'published range'} ${index + 1}`;
    return `${who}: ${sentence(fieldName(rest), issue, document)}`;
  }
  return sentence(fieldName(issue.path), issue, document);
}

/** A rate-card file's text checked against the core schema; every problem is named by competitor and field. */
export function readRateCardFile(
  text: string,
): Result<{ set: RateCardSet; document: RateCardFile }, RateCardError> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return fail(RATE_CARD_ERRORS.notJson(error instanceof Error ? error.message : String(error)));
  }
  const parsed = rateCardSetSchema.safeParse(document);
  if (!parsed.success)
    return fail(RATE_CARD_ERRORS.invalid(parsed.error.issues.map((i) => describe(i, document))));
  // It parsed, so it is a file as the schema reads one.
  return ok({ set: parsed.data, document: document as RateCardFile });
}

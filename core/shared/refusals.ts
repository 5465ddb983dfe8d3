/** The error statuses an endpoint may declare; a 500 is a bug, never declared. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * How one failure is told, on each face: the API's status, and the CLI's exit ('failure' when the work could not
 * be done, 'usage' when the command was given something it cannot use).
 */
export interface Refusal {
  readonly status: ErrorStatus;
  readonly exit: 'failure' | 'usage';
}

/** An area's error table: each of its failure codes with its HTTP status and its CLI exit code. */
export type Refusals<C extends string = string> = Readonly<Record<C, Refusal>>;

/** A failure with one of the codes of `C`: what a use case returns, or a route refuses with. */
export interface Failure<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

/** The codes of a table. */
export type CodeOf<T extends Refusals> = keyof T & string;

/** The errors shared by every area, which no area's code gives: an outage of the database or the catalog. */
export const HOUSE_REFUSALS = {
  UNAVAILABLE: { status: 503, exit: 'failure' },
} as const satisfies Refusals;

/**
 * An area's picker of errors for its endpoints: `refuses: refusing('PARCELS.NOT_FOUND', 'UNAVAILABLE')` keeps
 * those entries of its table (and the shared code's), so each endpoint's statuses follow from the one table.
 */
export function refusalsFrom<T extends Refusals>(table: T) {
  const all = { ...HOUSE_REFUSALS, ...table };
  return <const C extends CodeOf<typeof all>>(...codes: C[]): Pick<typeof all, C> =>
    Object.fromEntries(codes.map((code) => [code, all[code]])) as Pick<typeof all, C>;
}

/** The shared errors alone, for an endpoint of an area without failures of its own. */
export const houseRefusals = refusalsFrom({});

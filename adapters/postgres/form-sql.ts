/** Where the form puts an argument: a character no form writes. */
const MARK = '\u0000';

interface FormSql<B> {
  sql: string;
  bindings: B;
}

/**
 * The text that `form` makes from SQL expressions, in SQL: ('' || f.number || ':' || <day>) for
 * a storage fee's source id and 'f.number', <day>. The form (a ledger source's id, a description) stays written once, in
 * core; its own words become bindings, positional (`?`) or, given `name`, named `name0`, `name1`… for a
 * statement bound by name. The arguments' places are found by calling `form` with markers, so a form names each
 * argument once, in order.
 */
export function formSql(form: (...args: string[]) => string, expressions: string[]): FormSql<string[]>;
export function formSql(
  form: (...args: string[]) => string,
  expressions: string[],
  name: string,
): FormSql<Record<string, string>>;
export function formSql(
  form: (...args: string[]) => string,
  expressions: string[],
  name?: string,
): FormSql<string[] | Record<string, string>> {
  const pieces = form(...expressions.map(() => MARK)).split(MARK);
  // A form that skipped or repeated an argument would put the columns in the wrong places: fail where it is used.
  if (pieces.length !== expressions.length + 1) {
    throw new Error(
      `a form of ${String(expressions.length)} arguments made ${String(pieces.length - 1)} places`,
    );
  }
  const placeholder = (i: number) => (name === undefined ? '?' : `:${name}${String(i)}`);
  const sql = pieces.map(
    (_, i) => `${placeholder(i)}::text${i < expressions.length ? ` || ${expressions[i] ?? ''}` : ''}`,
  );
  return {
    sql: `(${sql.join(' || ')})`,
    bindings:
      name === undefined
        ? pieces
        : Object.fromEntries(pieces.map((piece, i) => [`${name}${String(i)}`, piece])),
  };
}

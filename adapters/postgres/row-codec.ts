import { z } from 'zod';

/** `user_id` → `userId`: a column's field name in the domain. */
type FieldName<Column extends string> = Column extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<FieldName<Tail>>}`
  : Column;

/** The domain value a row's columns make: each column under its field name, as its schema parses it. */
export type RowValue<Columns extends Record<string, z.ZodType>> = {
  [Column in keyof Columns & string as FieldName<Column>]: z.output<Columns[Column]>;
};

const fieldName = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * One table's columns, written once, serving both ways: `fromRow` parses a row read back into its domain value,
 * `toRow` gives the columns to insert. Each field is its column's name in camel case; a column whose stored form
 * differs from the domain's (a date column read as a Date) says so in its schema's transform.
 */
export function rowCodec<Columns extends Record<string, z.ZodType>>(columns: Columns) {
  const names = Object.keys(columns).map((column) => [column, fieldName(column)] as const);
  const schema = z.object(columns).transform((parsed) => {
    const row: Record<string, unknown> = parsed;
    // The keys are the columns' field names by construction: what RowValue spells at the type level.
    return Object.fromEntries(names.map(([column, field]) => [field, row[column]])) as RowValue<Columns>;
  });
  return {
    fromRow: (row: unknown): RowValue<Columns> => schema.parse(row),
    toRow: (value: RowValue<Columns>): Record<string, unknown> => {
      const fields: Record<string, unknown> = value;
      return Object.fromEntries(names.map(([column, field]) => [column, fields[field]]));
    },
  };
}

import { z } from 'zod';

/** `user_id` → `userId`: a column's field name in the domain. */
type FieldName<Column extends string> = Column extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<FieldName<Tail>>}`
  : Column;

/** A nullable column whose field the domain leaves out when there is none: null in the row, absent from the value. */
class OptionalColumn<Schema extends z.ZodType> {
  readonly role = 'optional';
  constructor(readonly schema: Schema) {}
}

/** Columns that make one field of the domain together, an object of their own fields (a parcel's weights). */
class NestedColumns<Inner extends Columns> {
  readonly role = 'nested';
  constructor(readonly columns: Inner) {}
}

/** A table's columns by name, each its schema, or a group of columns under the name of the field they make. */
interface Columns {
  readonly [name: string]: z.ZodType | OptionalColumn<z.ZodType> | NestedColumns<Columns>;
}

/** The column's field is absent from the domain value when the column holds null: `reason?: string`. */
export const optional = <Schema extends z.ZodType>(schema: Schema): OptionalColumn<Schema> =>
  new OptionalColumn(schema);

/** The columns make one field, named by the key it is given (`weights: nested({ actual_kg: …, … })`). */
export const nested = <Inner extends Columns>(columns: Inner): NestedColumns<Inner> =>
  new NestedColumns(columns);

type FieldValue<Column> =
  Column extends NestedColumns<infer Inner>
    ? RowValue<Inner>
    : Column extends OptionalColumn<infer Schema>
      ? z.output<Schema>
      : Column extends z.ZodType
        ? z.output<Column>
        : never;

type OptionalKey<Of extends Columns> = {
  [Key in keyof Of & string]: Of[Key] extends OptionalColumn<z.ZodType> ? Key : never;
}[keyof Of & string];

/** The domain value a row's columns make: each column under its field name, as its schema parses it. */
export type RowValue<Of extends Columns> = {
  [Key in Exclude<keyof Of & string, OptionalKey<Of>> as FieldName<Key>]: FieldValue<Of[Key]>;
} & { [Key in OptionalKey<Of> as FieldName<Key>]?: FieldValue<Of[Key]> } extends infer Value
  ? { [Field in keyof Value]: Value[Field] }
  : never;

/** The names of the table's columns, a group's among them. */
type ColumnName<Of extends Columns> = {
  [Key in keyof Of & string]: Of[Key] extends NestedColumns<infer Inner> ? ColumnName<Inner> : Key;
}[keyof Of & string];

/** The column of that name, in a group or not. */
type ColumnAt<Of extends Columns, Name extends string> = {
  [Key in keyof Of & string]: Of[Key] extends NestedColumns<infer Inner>
    ? ColumnAt<Inner, Name>
    : Key extends Name
      ? Of[Key]
      : never;
}[keyof Of & string];

type StoredValue<Column> =
  Column extends OptionalColumn<infer Schema>
    ? z.output<Schema> | null
    : Column extends z.ZodType
      ? z.output<Column>
      : never;

/** The row toRow writes: every column, a group's among them, holding its field's value (null for an absent one). */
type Row<Of extends Columns> = { [Name in ColumnName<Of>]: StoredValue<ColumnAt<Of, Name>> };

/** How each field of the value comes from the row: its column, or a group's own fields. */
type Plan = readonly (readonly [field: string, part: Part])[];
type Part =
  | { readonly kind: 'column'; readonly column: string; readonly optional: boolean }
  | { readonly kind: 'nested'; readonly plan: Plan };

const fieldName = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The plan of the columns, each column's schema put in `schemas` (an optional column's accepting null). */
function planOf(columns: Columns, schemas: Record<string, z.ZodType>): Plan {
  return Object.entries(columns).map(([name, column]): readonly [string, Part] => {
    if (column instanceof NestedColumns)
      return [fieldName(name), { kind: 'nested', plan: planOf(column.columns, schemas) }];
    if (name in schemas) throw new Error(`The column ${name} is named twice`);
    const isOptional = column instanceof OptionalColumn;
    schemas[name] = isOptional ? column.schema.nullable() : column;
    return [fieldName(name), { kind: 'column', column: name, optional: isOptional }];
  });
}

function valueOf(plan: Plan, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [field, part] of plan) {
    if (part.kind === 'nested') value[field] = valueOf(part.plan, row);
    else if (!part.optional || row[part.column] !== null) value[field] = row[part.column];
  }
  return value;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

function writeRow(plan: Plan, value: Readonly<Record<string, unknown>>, row: Record<string, unknown>): void {
  for (const [field, part] of plan) {
    const fieldValue = value[field];
    if (part.kind === 'column') row[part.column] = part.optional ? (fieldValue ?? null) : fieldValue;
    else if (isRecord(fieldValue)) writeRow(part.plan, fieldValue, row);
    else throw new Error(`The field ${field} is no object of its columns' fields`);
  }
}

/**
 * One table's columns, written once, serving both ways: `fromRow` parses a row read back into its domain value,
 * `toRow` gives the columns to insert. Each field is its column's name in camel case; a column whose stored form
 * differs from the domain's (a date column read as a Date) says so in its schema's transform. A group of columns
 * (`nested`) makes one field, an object of the group's fields; an `optional` column's field is absent when the
 * column holds null, and written as null when absent.
 */
export function rowCodec<Of extends Columns>(columns: Of) {
  const schemas: Record<string, z.ZodType> = {};
  const plan = planOf(columns, schemas);
  const schema = z.object(schemas).transform(
    // The keys are the fields the plan spells, as RowValue spells them at the type level.
    (row) => valueOf(plan, row) as RowValue<Of>,
  );
  return {
    fromRow: (row: unknown): RowValue<Of> => schema.parse(row),
    toRow: (value: RowValue<Of>): Row<Of> => {
      const row: Record<string, unknown> = {};
      writeRow(plan, value, row);
      // Each column the plan holds, with its field's value: what Row spells at the type level.
      return row as Row<Of>;
    },
  };
}

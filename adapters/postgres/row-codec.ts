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

/** A column under a field of another name than its own (`kind: column('source_kind', …)`). */
class NamedColumn<Name extends string, Schema extends z.ZodType> {
  readonly role = 'named';
  constructor(
    readonly name: Name,
    readonly schema: Schema,
  ) {}
}

/**
 * Columns that make one field of the domain together, an object of their own fields (a parcel's weights); when
 * nullable, the field is null when all of them are.
 */
class NestedColumns<Inner extends Columns, Nullable extends boolean> {
  readonly role = 'nested';
  constructor(
    readonly columns: Inner,
    readonly isNullable: Nullable,
  ) {}

  /** The field is null when every column of the group is (a payment in no shillings), and writes them all null. */
  nullable(): NestedColumns<Inner, true> {
    return new NestedColumns(this.columns, true);
  }
}

type Column =
  z.ZodType | OptionalColumn<z.ZodType> | NamedColumn<string, z.ZodType> | NestedColumns<Columns, boolean>;

/** A table's columns by name, each its schema, or a group of columns under the name of the field they make. */
interface Columns {
  readonly [name: string]: Column;
}

/** The column's field is absent from the domain value when the column holds null: `reason?: string`. */
export const optional = <Schema extends z.ZodType>(schema: Schema): OptionalColumn<Schema> =>
  new OptionalColumn(schema);

/** The column `name`, under the field its key names: for a group's field that drops the columns' common prefix. */
export const column = <Name extends string, Schema extends z.ZodType>(
  name: Name,
  schema: Schema,
): NamedColumn<Name, Schema> => new NamedColumn(name, schema);

/** The columns make one field, named by the key it is given (`weights: nested({ actual_kg: …, … })`). */
export const nested = <Inner extends Columns>(columns: Inner): NestedColumns<Inner, false> =>
  new NestedColumns(columns, false);

type FieldValue<Of extends Column> =
  Of extends NestedColumns<infer Inner, infer Nullable>
    ? RowValue<Inner> | (Nullable extends true ? null : never)
    : Of extends OptionalColumn<infer Schema> | NamedColumn<string, infer Schema>
      ? z.output<Schema>
      : Of extends z.ZodType
        ? z.output<Of>
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
  [Key in keyof Of & string]: Of[Key] extends NestedColumns<infer Inner, boolean>
    ? ColumnName<Inner>
    : Of[Key] extends NamedColumn<infer Name, z.ZodType>
      ? Name
      : Key;
}[keyof Of & string];

/** What the column of that name holds in the row toRow writes, in a group or not (null too in a nullable group). */
type StoredAt<Of extends Columns, Name extends string> = {
  [Key in keyof Of & string]: Of[Key] extends NestedColumns<infer Inner, infer Nullable>
    ? Name extends ColumnName<Inner>
      ? StoredAt<Inner, Name> | (Nullable extends true ? null : never)
      : never
    : Of[Key] extends NamedColumn<infer Named, infer Schema>
      ? Name extends Named
        ? z.output<Schema>
        : never
      : Key extends Name
        ? Of[Key] extends OptionalColumn<infer Schema>
          ? z.output<Schema> | null
          : Of[Key] extends z.ZodType
            ? z.output<Of[Key]>
            : never
        : never;
}[keyof Of & string];

/** The row toRow writes: every column, a group's among them, holding its field's value (null for an absent one). */
type Row<Of extends Columns> = { [Name in ColumnName<Of>]: StoredAt<Of, Name> };

/** How each field of the value comes from the row: its column, or a group's own fields. */
type Plan = readonly (readonly [field: string, part: Part])[];
type Part =
  | { readonly kind: 'column'; readonly column: string; readonly optional: boolean }
  | {
      readonly kind: 'nested';
      readonly plan: Plan;
      /** A nullable group's columns, each, and whether it must hold a value when the group does. */
      readonly nullable?: readonly (readonly [column: string, required: boolean])[];
    };

const fieldName = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The plan of the columns, each column's schema put in `schemas`: an optional column's accepting null, and every
 * column of a nullable group (whether it may be null is the group's to judge).
 */
function planOf(columns: Columns, schemas: Record<string, z.ZodType>, inNullable = false): Plan {
  return Object.entries(columns).map(([key, spec]): readonly [string, Part] => {
    if (spec instanceof NestedColumns) {
      const plan = planOf(spec.columns, schemas, inNullable || spec.isNullable);
      const part: Part = spec.isNullable
        ? { kind: 'nested', plan, nullable: columnsOf(plan) }
        : { kind: 'nested', plan };
      return [fieldName(key), part];
    }
    const name = spec instanceof NamedColumn ? spec.name : key;
    if (name in schemas) throw new Error(`The column ${name} is named twice`);
    const isOptional = spec instanceof OptionalColumn;
    const schema = spec instanceof OptionalColumn || spec instanceof NamedColumn ? spec.schema : spec;
    schemas[name] = isOptional || inNullable ? schema.nullable() : schema;
    return [fieldName(key), { kind: 'column', column: name, optional: isOptional }];
  });
}

/** A plan's columns, each required unless optional or in a nullable group of its own. */
const columnsOf = (plan: Plan): (readonly [string, boolean])[] =>
  plan.flatMap(([, part]) =>
    part.kind === 'column'
      ? [[part.column, !part.optional] as const]
      : columnsOf(part.plan).map(
          ([name, required]) => [name, required && part.nullable === undefined] as const,
        ),
  );

function valueOf(
  plan: Plan,
  row: Readonly<Record<string, unknown>>,
  nulls: string[],
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [field, part] of plan) {
    if (part.kind === 'column') {
      if (!part.optional || row[part.column] !== null) value[field] = row[part.column];
    } else if (part.nullable?.every(([name]) => row[name] === null)) value[field] = null;
    else {
      for (const [name, required] of part.nullable ?? [])
        if (required && row[name] === null) nulls.push(name);
      value[field] = valueOf(part.plan, row, nulls);
    }
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
    else if (fieldValue === null && part.nullable !== undefined)
      for (const [name] of part.nullable) row[name] = null;
    else throw new Error(`The field ${field} is no object of its columns' fields`);
  }
}

/**
 * One table's columns, written once, serving both ways: `fromRow` parses a row read back into its domain value,
 * `toRow` gives the columns to insert. Each field is its column's name in camel case, or the key of a `column`
 * named otherwise; a column whose stored form differs from the domain's (a date column read as a Date) says so in
 * its schema's transform. A group of columns (`nested`) makes one field, an object of the group's fields; of a
 * nullable group, null when all its columns are (a row holding some of them only is refused). An `optional`
 * column's field is absent when the column holds null, and written as null when absent. `columns` names them all.
 */
export function rowCodec<Of extends Columns>(columns: Of) {
  const schemas: Record<string, z.ZodType> = {};
  const plan = planOf(columns, schemas);
  const schema = z.object(schemas).transform((row, context) => {
    const nulls: string[] = [];
    const value = valueOf(plan, row, nulls);
    for (const name of nulls)
      context.issues.push({
        code: 'custom',
        message: `null beside its group's values`,
        path: [name],
        input: row,
      });
    // The keys are the fields the plan spells, as RowValue spells them at the type level.
    return value as RowValue<Of>;
  });
  return {
    /** The table's columns, a group's among them, in the order declared: what a select or returning names. */
    // The plan put each column's schema under its name: the names ColumnName spells at the type level.
    columns: Object.keys(schemas) as readonly unknown[] as readonly ColumnName<Of>[],
    fromRow: (row: unknown): RowValue<Of> => schema.parse(row),
    /** The row's value, or why it is refused: for a table that may hold rows the release reads past. */
    safeFromRow: (row: unknown) => schema.safeParse(row),
    toRow: (value: RowValue<Of>): Row<Of> => {
      const row: Record<string, unknown> = {};
      writeRow(plan, value, row);
      // Each column the plan holds, with its field's value: what Row spells at the type level.
      return row as Row<Of>;
    },
  };
}

import { useState } from 'react';
import { type $ZodType, type output, safeParse } from 'zod/v4/core';

export interface FieldIssue {
  field: string;
  message: string;
}

/** The names of the fields typed as text (a checkbox's is a boolean). */
type TextFields<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

type Checked<S extends $ZodType> = { ok: true; data: output<S> } | { ok: false; messages: string[] };

/**
 * Form state validated by the same schema the API uses, so the browser and the server give the same messages.
 * `toInput` turns the text the visitor typed into the schema's input (numbers, optional fields). The one way a
 * form holds its values: here, or, where the page shares them (a calculator's values are its link), with the
 * page: pass `owned` and the hook reads the page's values and hands it each change, like a controlled input.
 */
export function useSchemaForm<S extends $ZodType, V extends Record<keyof V, string | boolean>>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown,
  owned?: { onChange: (values: V) => void },
) {
  const [held, setHeld] = useState<V>(initial);
  const values = owned ? initial : held;
  const [issues, setIssues] = useState<FieldIssue[]>([]);

  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) => {
      if (owned) owned.onChange({ ...values, [field]: value });
      else setHeld((current) => ({ ...current, [field]: value }));
      // A corrected field stops showing its old message.
      setIssues((current) => current.filter((issue) => issue.field !== field));
    };

  const answer = (parsed: ReturnType<typeof safeParse<S>>): Checked<S> =>
    parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, messages: parsed.error.issues.map((issue) => issue.message) };

  /** The values as the schema reads them now, showing nothing: what a calculator works from as the visitor types. */
  const check = (): Checked<S> => answer(safeParse(schema, toInput(values)));

  /** The parsed input; or, with the issues shown beside their fields, every message in order. */
  const validate = (): Checked<S> => {
    const parsed = safeParse(schema, toInput(values));
    const shown = parsed.success ? [] : parsed.error.issues;
    setIssues(shown.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
    return answer(parsed);
  };

  /** The value, change handler and message of one text field, to spread onto a field component. */
  const field = (name: TextFields<V>) => ({
    value: String(values[name]),
    onChange: set(name) as (value: string) => void,
    error: issues.find((issue) => issue.field === name)?.message,
  });

  return {
    values,
    field,
    set,
    check,
    validate,
    /** Messages the server gave for fields (a 400's `errors`), shown beside them as the form's own. */
    showIssues: (shown: readonly FieldIssue[]) => setIssues([...shown]),
    reset: () => {
      setHeld(initial);
      setIssues([]);
    },
  };
}

import { useState } from 'react';
import { type $ZodType, type output, safeParse } from 'zod/v4/core';

export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Form state validated by the same schema the API uses, so the browser and the server give the same messages.
 * `toInput` turns the text the visitor typed into the schema's input (numbers, optional fields).
 */
export function useSchemaForm<S extends $ZodType, V extends Record<string, string>>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown,
) {
  const [values, setValues] = useState<V>(initial);
  const [issues, setIssues] = useState<FieldIssue[]>([]);

  const set = (field: keyof V) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops showing its old message.
    setIssues((current) => current.filter((issue) => issue.field !== field));
  };

  /** The parsed input; or, with the issues shown beside their fields, every message in order. */
  const validate = (): { ok: true; data: output<S> } | { ok: false; messages: string[] } => {
    const parsed = safeParse(schema, toInput(values));
    if (parsed.success) {
      setIssues([]);
      return { ok: true, data: parsed.data };
    }
    setIssues(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
    return { ok: false, messages: parsed.error.issues.map((issue) => issue.message) };
  };

  /** The value, change handler and message of one field, to spread onto a field component. */
  const field = (name: keyof V & string) => ({
    value: values[name],
    onChange: set(name),
    error: issues.find((issue) => issue.field === name)?.message,
  });

  return {
    values,
    field,
    validate,
    reset: () => {
      setValues(initial);
      setIssues([]);
    },
  };
}

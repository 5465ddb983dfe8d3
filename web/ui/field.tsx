import { type ChangeEvent, type ReactNode, useId } from 'react';
import { useEarlyValue } from './use-early-input.js';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
}

const controlClass = (error: string | undefined) =>
  `mt-1 w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-none focus:ring-2 ${
    error
      ? 'border-red-500 focus:ring-red-500/30'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30'
  }`;

/** What every control of a field carries: its id, value, change handler, state for assistive tech, style. */
interface ControlProps {
  id: string;
  required: boolean | undefined;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  className: string;
}

function Field({
  label,
  value,
  onChange,
  error,
  required,
  hint,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showHint = Boolean(hint) && !error;
  const describedBy = error ? errorId : showHint ? hintId : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        required,
        value,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        onChange: (e) => onChange(e.target.value),
        className: controlClass(error),
      })}
      {showHint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField(
  props: FieldProps & {
    type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password';
    autoComplete?: string;
    min?: number;
    step?: number;
    inputMode?: 'decimal' | 'numeric';
  },
) {
  const ref = useEarlyValue<HTMLInputElement>(props.value, props.onChange);
  return (
    <Field {...props}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          min={props.min}
          step={props.step}
          inputMode={props.inputMode}
        />
      )}
    </Field>
  );
}

export function TextArea(props: FieldProps & { rows: number }) {
  const ref = useEarlyValue<HTMLTextAreaElement>(props.value, props.onChange);
  return <Field {...props}>{(control) => <textarea ref={ref} {...control} rows={props.rows} />}</Field>;
}

export function SelectField(
  props: FieldProps & { options: readonly { value: string; label: string }[]; placeholder: string },
) {
  const ref = useEarlyValue<HTMLSelectElement>(props.value, props.onChange);
  return (
    <Field {...props}>
      {(control) => (
        <select ref={ref} {...control}>
          <option value="" disabled>
            {props.placeholder}
          </option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A form whose fields the schema checks (no browser bubbles), submitting through one async handler. */
export function SchemaForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

import { type ChangeEvent, type ReactNode, useId } from 'react';
import { useEarlyChecked, useEarlyValue } from './use-early-input.js';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
  /** The query parameter it is in a GET form (see Form). */
  name?: string;
}

/** `dark:` applies only inside the embeddable widget's dark theme. */
const controlClass = (error: string | undefined) =>
  `mt-1 w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-none focus:ring-2 dark:bg-slate-900 dark:text-white ${
    error
      ? 'border-red-500 focus:ring-red-500/30'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30 dark:border-slate-600'
  }`;

/** What every control of a field carries: its id, value, change handler, state for assistive tech, style. */
interface ControlProps {
  id: string;
  name: string | undefined;
  required: boolean | undefined;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  className: string;
}

function Field({
  label,
  name,
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
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-100">
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
        name,
        required,
        value,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        onChange: (e) => onChange(e.target.value),
        className: controlClass(error),
      })}
      {showHint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
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
    type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'search' | 'date' | 'datetime-local';
    autoComplete?: string;
    placeholder?: string | undefined;
    enterKeyHint?: 'search' | 'go' | 'send';
    maxLength?: number;
    spellCheck?: boolean;
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
          placeholder={props.placeholder}
          enterKeyHint={props.enterKeyHint}
          maxLength={props.maxLength}
          spellCheck={props.spellCheck}
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
  props: FieldProps & {
    options: readonly { value: string; label: string }[];
    /** A first, unselectable option asking for a choice, where the field starts empty. */
    placeholder?: string;
  },
) {
  const ref = useEarlyValue<HTMLSelectElement>(props.value, props.onChange);
  return (
    <Field {...props}>
      {(control) => (
        <select ref={ref} {...control}>
          {props.placeholder !== undefined && (
            <option value="" disabled>
              {props.placeholder}
            </option>
          )}
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

/**
 * The one form of the site. Its fields' values live in `useSchemaForm`, which checks them with the API's own
 * schema (so no browser bubbles: `noValidate`). A form that sends calls `onSubmit`. A form whose response is a
 * page (a calculator, a search) also names a GET `action` and its fields a `name`: before JavaScript, or opened
 * in a new tab, it still works, as a plain GET of that page with its values in the query.
 */
export function Form({
  label,
  onSubmit,
  get,
  role,
  className = 'space-y-4',
  children,
}: {
  label: string;
  /** What sending does; a calculator that answers as the visitor types has none. */
  onSubmit?: () => void | Promise<void>;
  /** The page a plain GET of the form opens, and where (`_blank`: beside this one). */
  get?: { action: string | undefined; target?: '_blank' };
  role?: 'search';
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      role={role}
      noValidate
      method={get ? 'get' : undefined}
      action={get?.action}
      target={get?.target}
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit?.();
      }}
    >
      {children}
    </form>
  );
}

/** A yes-or-no choice, its label beside the box; `name` sends it as `1` from a GET form (see Form). */
export function CheckboxField({
  label,
  checked,
  onChange,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}) {
  const ref = useEarlyChecked(checked, onChange);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100">
      <input
        ref={ref}
        type="checkbox"
        name={name}
        value={name === undefined ? undefined : '1'}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

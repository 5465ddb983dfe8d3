import type { KeyboardEvent } from 'react';

const FIELDS = 'input:not([type="file"]):not([type="checkbox"]), select';

/**
 * A barcode scanner types the code it reads and then Enter. In a form filled at the desk, Enter in a field moves
 * on to the next required field still empty instead of sending a half-filled form; when none is left, Enter sends
 * the form as usual.
 */
export function moveOnEnter(event: KeyboardEvent<HTMLElement>): void {
  const field = event.target;
  if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !field.form) return;
  const fields = [...field.form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(FIELDS)];
  const at = fields.indexOf(field);
  const next = [...fields.slice(at + 1), ...fields.slice(0, at)].find(
    (f) => f.required && f.value.trim() === '',
  );
  if (!next) return;
  event.preventDefault();
  next.focus();
}

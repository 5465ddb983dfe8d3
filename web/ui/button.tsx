import type { ButtonHTMLAttributes, ReactNode } from 'react';

const BASE =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** The site's buttons: one primary action per form or card, quieter ones beside it, and the one that destroys. */
const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50',
  danger: 'border border-red-300 text-red-700 hover:bg-red-50',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The classes of a button, for a link that looks like one. */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '') =>
  `${BASE} ${VARIANTS[variant]} ${extra}`.trim();

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: ButtonVariant;
  /** While true the button is disabled and says `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /** Layout only (margins, width); the look comes from the variant. */
  className?: string;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button {...rest} type={type} disabled={disabled ?? busy} className={buttonClass(variant, className)}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** The form's one primary button: disabled and relabelled while the form is busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" busy={busy} busyLabel={busyLabel} className="w-full py-3 sm:w-auto">
      {children}
    </Button>
  );
}

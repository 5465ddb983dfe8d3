import type { ButtonHTMLAttributes, ReactNode } from 'react';

const BASE =
  'inline-flex min-h-11 items-center justify-center rounded-md text-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** md for forms and cards, lg for a page's one call to action, sm inside dense rows. */
const SIZES = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2', lg: 'px-5 py-3' } as const;

/**
 * The site's buttons: one primary action per form or card, quieter ones beside it, the one that destroys, and
 * WhatsApp's own green.
 */
const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50',
  danger: 'border border-red-300 text-red-700 hover:bg-red-50',
  quiet: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  whatsapp: 'bg-green-700 text-white hover:bg-green-800',
} as const;

interface Look {
  variant?: keyof typeof VARIANTS | undefined;
  size?: keyof typeof SIZES | undefined;
  /** Layout only (margins, width, alignment); the look comes from the variant and the size. */
  extra?: string;
}

/** The classes of a button, also for a link that looks like one. */
export const buttonClass = ({ variant = 'primary', size = 'md', extra = '' }: Look = {}) =>
  `${BASE} ${SIZES[size]} ${VARIANTS[variant]} ${extra}`.trim();

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: Look['variant'];
  size?: Look['size'];
  /** While true the button is disabled and says `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /** Layout only (margins, width); the look comes from the variant. */
  className?: string;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  busy = false,
  busyLabel,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled ?? busy}
      className={buttonClass({ variant, size, extra: className })}
    >
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
    <Button type="submit" size="lg" busy={busy} busyLabel={busyLabel} className="w-full sm:w-auto">
      {children}
    </Button>
  );
}

import { type ReactNode, useId } from 'react';

const CARD = 'rounded-xl border border-slate-200 bg-white p-5';

/** A white card with a border: one thing on a page. */
export function Card({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`${CARD} ${className}`.trim()}>{children}</div>;
}

/** A card with a heading, named by it for screen readers. */
export function Section({
  title,
  intro,
  className = '',
  children,
}: {
  title: string;
  /** A line under the heading saying what the section is for. */
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${CARD} ${className}`.trim()}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}

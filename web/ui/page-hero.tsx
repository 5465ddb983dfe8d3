import type { ReactNode } from 'react';

/** The band every content page opens with: its one heading, a sentence saying what the page is for, and extras. */
export function PageHero({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}

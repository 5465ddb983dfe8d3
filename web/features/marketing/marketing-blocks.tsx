import { ScrollArea } from '../../ui/scroll-area.js';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { track } from '../../site/analytics.js';
import { useAccountLinks } from '../../site/navigation.js';
import { ShippingCalculator } from '../shipping/shipping-calculator.js';

/** A titled block of a marketing page. */
export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id ?? title}-heading`} className="scroll-mt-20">
      <h2 id={`${id ?? title}-heading`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700">{children}</div>
    </section>
  );
}

/** The shared calculator, named for the page it is on (the analytics source). */
export function CalculatorSection({
  source,
  title,
  intro,
}: {
  source: string;
  title: string;
  intro: ReactNode;
}) {
  return (
    <Section id="shipping-calculator" title={title}>
      <p>{intro}</p>
      <ShippingCalculator source={source} shareable />
    </Section>
  );
}

/** Where a reader goes next: our prices, sea freight for big goods, and an account. */
export function NextSteps({ children }: { children?: ReactNode }) {
  const portal = useAccountLinks();
  return (
    <section aria-labelledby="next-steps-heading" className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
      <h2 id="next-steps-heading" className="text-2xl font-bold">
        Ready to ship from the USA?
      </h2>
      {children && <p className="mt-2 max-w-2xl text-brand-50">{children}</p>}
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          to="/auth?tab=register"
          onClick={() => track('kk_auth_signup_clicked', { button: 'next_steps' })}
          className="rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Create your free account
        </Link>
        <Link
          to="/pricing"
          className="rounded-md border border-white/70 px-5 py-3 font-semibold hover:bg-white/10"
        >
          See all prices
        </Link>
        <Link
          to="/ocean-shipping"
          className="rounded-md border border-white/70 px-5 py-3 font-semibold hover:bg-white/10"
        >
          Ocean shipping for big goods
        </Link>
      </div>
      <p className="mt-4 text-sm text-brand-50">
        Already a customer?{' '}
        <a
          href={portal.logIn('next_steps')}
          onClick={() => track('kk_auth_login_clicked', { button: 'next_steps' })}
          className="font-semibold underline"
        >
          Sign in to your account
        </a>
      </p>
    </section>
  );
}

/** A list with ticks (what we do) or crosses (what to watch for). */
export function CheckList({ items, tone = 'good' }: { items: readonly string[]; tone?: 'good' | 'bad' }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className={tone === 'good' ? 'text-green-700' : 'text-red-700'}>
            {tone === 'good' ? '✓' : '✗'}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Our service and one competitor's, row by row: [what, ours, theirs]; their name links to their own site. */
export function SideBySide({
  ours,
  theirs,
  theirsWebsite,
  rows,
}: {
  ours: string;
  theirs: string;
  theirsWebsite?: string | undefined;
  rows: readonly (readonly [string, string, string])[];
}) {
  return (
    <ScrollArea label={`${ours} and ${theirs} side by side`}>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            <td className="px-2 py-3 sm:px-4" />
            <th scope="col" className="px-2 py-3 text-brand-800 sm:px-4">
              {ours}
            </th>
            <th scope="col" className="px-2 py-3 sm:px-4">
              {theirsWebsite ? (
                <a href={theirsWebsite} target="_blank" rel="noopener noreferrer" className="underline">
                  {theirs}
                  <span className="sr-only"> (their website, opens in a new tab)</span>
                </a>
              ) : (
                theirs
              )}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map(([label, our, their]) => (
            <tr key={label} className="align-top">
              <th scope="row" className="px-2 py-3 font-medium text-slate-900 sm:px-4">
                {label}
              </th>
              <td className="px-2 py-3 sm:px-4">{our}</td>
              <td className="px-2 py-3 sm:px-4">{their}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

/** Steps in order, numbered, side by side on a wide screen: [title, what happens]. */
export function NumberedSteps({
  steps,
  columns,
}: {
  steps: readonly (readonly [string, string])[];
  columns: string;
}) {
  return (
    <ol className={`grid gap-3 ${columns}`}>
      {steps.map(([title, text], i) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-brand-800">
            {i + 1}. {title}
          </p>
          <p className="mt-1 text-sm">{text}</p>
        </li>
      ))}
    </ol>
  );
}

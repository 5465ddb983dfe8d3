import type { ReactNode } from 'react';
import { usePageMeta } from '../../ui/page-meta.js';

export function LegalPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  usePageMeta(title, description);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_p]:mt-3 [&_p]:text-slate-700 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-500">Last updated 22 November 2026</p>
      {children}
    </article>
  );
}

import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';

export interface AccordionEntry {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * Questions that open one at a time and close again. Every answer stays in the page (hidden when closed), so the
 * server's HTML holds them all for readers without JavaScript and for search engines.
 */
export function SingleOpenAccordion({ entries }: { entries: readonly AccordionEntry[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2">
              {entry.title}
              <span
                aria-hidden="true"
                className="text-xl leading-none text-brand-700 transition-transform group-data-[state=open]:rotate-45"
              >
                +
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-5 text-slate-700 data-[state=closed]:hidden">
            {entry.body}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

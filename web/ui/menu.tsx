import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type MenuItem = { label: string; to: string } | { label: string; onSelect: () => void };

const itemClass =
  'block w-full cursor-pointer rounded px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/**
 * A button that opens a short list of links and actions, on Radix's dropdown menu: arrow keys move through it,
 * Escape closes it and focus goes back to the button.
 */
export function Menu({
  trigger,
  triggerLabel,
  items,
}: {
  /** What the button shows; `triggerLabel` names it for assistive tech. */
  trigger: ReactNode;
  triggerLabel: string;
  items: readonly MenuItem[];
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={triggerLabel}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700"
      >
        {trigger}
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {items.map((item) =>
            'to' in item ? (
              <DropdownMenu.Item key={item.label} asChild className={itemClass}>
                <Link to={item.to}>{item.label}</Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.label} onSelect={item.onSelect} className={itemClass}>
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

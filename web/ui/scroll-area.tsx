import type { ReactNode } from 'react';

/**
 * A table in a frame. One too wide for a phone (`wide`) scrolls sideways inside it, and says so above it on a
 * small screen; keyboard users can scroll it too (it takes focus).
 */
export function ScrollArea({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      {wide && (
        <p className="mb-1 text-right text-xs font-medium text-slate-600 sm:hidden" aria-hidden="true">
          Swipe sideways for every column →
        </p>
      )}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2"
      >
        {children}
      </div>
    </div>
  );
}

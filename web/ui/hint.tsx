import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** The tooltip timing: open after 700 ms, and at once (within 300 ms) when moving between hints. */
export const HINT_DELAY_MS = 700;
export const HINT_SKIP_DELAY_MS = 300;

export function HintProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={HINT_DELAY_MS} skipDelayDuration={HINT_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

/** A term with a short explanation on hover or keyboard focus; the term itself is a focusable button. */
export function Hint({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className="cursor-help text-left underline decoration-dotted underline-offset-2"
        >
          {term}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
        >
          {children}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A panel over the page below the header (the phone's menu), on Radix's dialog: Escape closes it, focus stays
 * inside while it is open and goes back to the button that opened it.
 */
export function Sheet({
  open,
  onOpenChange,
  trigger,
  triggerLabel,
  triggerClassName,
  title,
  closeLabel,
  id,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the opening button shows (an icon); `triggerLabel` names it. */
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName: string;
  title: string;
  closeLabel: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 top-16 z-50 overflow-y-auto bg-white px-4 py-4 lg:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold text-slate-600">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md px-3 py-2 text-sm font-medium text-slate-700">
              {closeLabel}
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import type { SheetDialogProps } from './sheet.js';

/**
 * The sheet itself, on Radix's dialog: Escape closes it, focus stays inside while it is open and goes back to
 * the button that opened it (web/ui/sheet.tsx).
 */
export default function SheetDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  id,
  children,
  opener,
}: SheetDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          // Focus goes back to the page's own button (Radix would look for a trigger of its own).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
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

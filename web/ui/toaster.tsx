import * as ToastPrimitive from '@radix-ui/react-toast';
import { type ToastInput, type ToastItem, dismissToast } from './toast-store.js';

export const TOAST_DURATION_MS = 5000;

const VARIANT_CLASSES: Record<NonNullable<ToastInput['variant']>, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  destructive: 'border-red-300 bg-red-600 text-white',
};

/** Radix toasts: 5 s each, swipe right past 50 px to dismiss, F8 focuses the region. */
export default function Toaster({ items }: { items: ToastItem[] }) {
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={`relative rounded-lg border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:hidden ${VARIANT_CLASSES[item.variant ?? 'default']}`}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description && (
            <ToastPrimitive.Description className="mt-1 whitespace-pre-line text-sm opacity-90">
              {item.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded px-1 opacity-70 hover:opacity-100"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 top-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4" />
    </ToastPrimitive.Provider>
  );
}

import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

export const TOAST_LIMIT = 1;
/** A dismissed toast stays mounted (closed) this long before it is removed, as specified. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => setToasts(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast; only the newest is kept (one at a time). */
export function toast(input: ToastInput): void {
  setToasts([{ ...input, id: nextId++, open: true }, ...toasts].slice(0, TOAST_LIMIT));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const NO_TOASTS: ToastItem[] = [];

/** The server's page never holds a toast. */
export const useToasts = (): ToastItem[] =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );

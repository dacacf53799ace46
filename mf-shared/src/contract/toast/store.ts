// The toast bus: any area posts a message, the shell's <Toaster/> (mf-shared/kit) shows it.
import { create } from 'zustand';

/** Toasts close by themselves after 3 seconds (docs/product/shell.md §10). */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  message: string;
  kind: ToastKind;
}

interface ToastState {
  toasts: ToastMessage[];
  dismiss(id: number): void;
}

let nextToastId = 1;

/** The queue of visible toasts (one store site-wide: the contract is a singleton). */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shows a message for TOAST_DURATION_MS; returns its id. */
export function toast(message: string, options: { kind?: ToastKind } = {}): number {
  const id = nextToastId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts, { id, message, kind: options.kind ?? 'info' }] }));
  setTimeout(() => useToastStore.getState().dismiss(id), TOAST_DURATION_MS);
  return id;
}

import { create } from 'zustand';
import { TOAST_LIFE_MS } from '@dutylink/contracts';

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Header line; error toasts carry one (spec section 8). */
  title?: string;
  /** May contain '\n' line breaks, which the toaster preserves. */
  message: string;
  durationMs: number;
}

export type NewToast = Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number };

interface ToastState {
  toasts: Toast[];
  push: (toast: NewToast) => number;
  dismiss: (id: number) => void;
  /** Closes every toast, e.g. when a finished step's messages would cover the next screen. */
  dismissAll: () => void;
}

let nextId = 1;

/** Every toast of the page; the design system's toaster renders them. */
export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  push: (toast) => {
    const id = nextId++;
    // A toast saying the same again replaces the earlier one: three wrong codes are one 'Invalid code', not a pile over the code boxes.
    const same = (t: Toast) => t.kind === toast.kind && (t.title ?? t.message) === (toast.title ?? toast.message);
    set((state) => ({ toasts: [...state.toasts.filter((t) => !same(t)), { durationMs: TOAST_LIFE_MS, ...toast, id }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  dismissAll: () => set({ toasts: [] }),
}));

export const toast = {
  success: (message: string) => useToasts.getState().push({ kind: 'success', message }),
  error: (title: string, message: string) => useToasts.getState().push({ kind: 'error', title, message }),
};

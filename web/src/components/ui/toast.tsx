import * as ToastPrimitive from '@radix-ui/react-toast';
import { type ReactNode, createContext, useCallback, useContext, useState } from 'react';

/** docs/requirements.md, Toasts: one toast at a time, 5 s, swipe right 50 px to dismiss, F8 focuses the viewport. */
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const VIEWPORT_HOTKEY = ['F8'];

export type ToastOptions = { title: string; description?: string; variant?: 'default' | 'destructive' };
type ShownToast = ToastOptions & { id: number };

const ToastContext = createContext<((toast: ToastOptions) => void) | null>(null);

/** Shows a toast, replacing the one on screen (at most one at a time; docs/requirements.md, Toasts). */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <Toaster>');
  return show;
}

export function Toaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const show = useCallback((options: ToastOptions) => setToast((current) => ({ ...options, id: (current?.id ?? 0) + 1 })), []);
  const destructive = toast?.variant === 'destructive';

  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
        {children}
        {toast && (
          <ToastPrimitive.Root
            key={toast.id}
            type={destructive ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setToast((current) => (current?.id === toast.id ? null : current));
            }}
            className={`grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 shadow-lg wrap-anywhere data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] ${
              destructive ? 'border-red-800 bg-red-700 text-white' : 'border-gray-200 bg-white text-gray-900'
            }`}
          >
            <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
            <ToastPrimitive.Close aria-label="Close" className="row-span-2 rounded px-1 text-lg leading-none opacity-80 hover:opacity-100">
              ×
            </ToastPrimitive.Close>
            {toast.description && <ToastPrimitive.Description className="mt-1 text-sm">{toast.description}</ToastPrimitive.Description>}
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport
          hotkey={VIEWPORT_HOTKEY}
          className="fixed bottom-0 right-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

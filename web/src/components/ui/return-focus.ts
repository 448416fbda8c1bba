import { useRef } from 'react';

/**
 * Radix dialogs return focus to their Trigger; ours open from state (no Trigger), so this puts
 * focus back on whatever had it when the dialog opened, if it is still on the page.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (previous.current?.isConnected) {
        event.preventDefault();
        previous.current.focus();
      }
    },
  };
}

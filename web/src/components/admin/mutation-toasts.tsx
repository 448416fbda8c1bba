import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toastFor } from '#web/lib/mutations';
import { useToast } from '#web/components/ui/toast';

/**
 * The one place that shows the success and failure toasts every staff mutation declares
 * (lib/mutations.ts). It listens to the mutation cache, so a toast is shown even when the screen
 * that started the change is gone by the time it ends.
 */
export function MutationToasts() {
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const shown = toastFor(event);
        if (shown) toast(shown);
      }),
    [queryClient, toast],
  );
  return null;
}

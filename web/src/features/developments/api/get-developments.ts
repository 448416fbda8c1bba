import { useQuery } from '@tanstack/react-query';
import type { Development } from '@roca/contract';

const developmentsQueryKey = ['/api/developments'] as const;

export function useDevelopments() {
  return useQuery<Development[]>({ queryKey: developmentsQueryKey });
}

import type { Development, DevelopmentSaveInput } from '@roca/contract';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { developmentsQuery } from '#web/lib/queries/developments';

const developmentPath = (id: string) => `/api/developments/${encodeURIComponent(id)}`;
const invalidates = [developmentsQuery.queryKey];

export const useCreateDevelopment = () =>
  useApiMutation({
    request: (input: DevelopmentSaveInput) => apiRequest<Development>('POST', '/api/developments', input),
    invalidates,
    success: 'Development created successfully',
    failure: 'Failed to create development',
  });

export const useUpdateDevelopment = () =>
  useApiMutation({
    request: ({ id, input }: { id: string; input: DevelopmentSaveInput }) => apiRequest<Development>('PUT', developmentPath(id), input),
    invalidates,
    success: 'Development updated successfully',
    failure: 'Failed to update development',
  });

export const useDeleteDevelopment = () =>
  useApiMutation({
    request: ({ id }: Pick<Development, 'id'>) => apiRequest<void>('DELETE', developmentPath(id)),
    invalidates,
    success: 'Development deleted successfully',
    failure: 'Failed to delete development',
  });

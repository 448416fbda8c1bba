import type { DevelopmentInput } from '@roca/contract';
import type { DevelopmentImportResult } from '@roca/contract/development-import';
import { apiRequest } from '#web/lib/api-client';
import { useApiMutation } from '#web/lib/mutations';
import { developmentsQuery } from '#web/lib/queries/developments';
import { plural } from '#web/lib/plural';

/**
 * POST /api/developments/import with the rows the preview found new; `invalidInFile` counts the
 * rows the preview already left out, for the summary. The lists of developments refresh after it.
 */
export const useImportDevelopments = () =>
  useApiMutation({
    request: ({ rows }: { rows: DevelopmentInput[]; invalidInFile: number }) =>
      apiRequest<DevelopmentImportResult>('POST', '/api/developments/import', { rows }),
    invalidates: [developmentsQuery.queryKey],
    success: (result, { invalidInFile }) => ({
      title: 'Import complete',
      description: `${plural(result.created, 'update')} imported; ${plural(result.duplicates, 'duplicate')} and ${plural(result.invalid + invalidInFile, 'invalid row')} skipped.`,
    }),
    failure: 'Import failed',
  });

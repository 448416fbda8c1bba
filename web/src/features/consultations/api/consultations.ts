import type { ConsultationWindow } from '@roca/contract/consultation-choices';
import type {
  CommentRow,
  ConsultationSettings,
  DecisionInput,
  LetterInput,
  ModerationInput,
  SubmissionProof,
  WindowInput,
} from '@roca/contract/consultations';
import { apiGetFile, apiRequest } from '#web/lib/api-client';
import { downloadBlob } from '#web/lib/download-file';
import { useApiMutation } from '#web/lib/mutations';
import { consultationReads } from '#web/lib/queries/consultations';

/** Each change of a consultation makes every consultation read stale: the list, the window, the counts, the proof. */
const invalidates = [consultationReads];
const base = (id: string) => `/api/consultations/${encodeURIComponent(id)}`;

export const useSaveWindow = (id: string, opening: boolean) =>
  useApiMutation({
    request: (input: WindowInput) => apiRequest<ConsultationWindow>('PUT', `${base(id)}/window`, input),
    invalidates,
    success: () =>
      opening
        ? {
            title: 'Comment window opened',
            description: 'The application page shows the form; subscribers to development updates are told.',
          }
        : { title: 'Comment window updated' },
    failure: opening ? 'Failed to open the comment window' : 'Failed to update the comment window',
  });

export const useCloseWindow = (id: string) =>
  useApiMutation({
    request: () => apiRequest<ConsultationWindow>('POST', `${base(id)}/close`),
    invalidates,
    success: 'Comment window closed',
    failure: 'Failed to close the comment window',
  });

export const usePublishSummary = (id: string) =>
  useApiMutation({
    request: (published: boolean) => apiRequest<ConsultationWindow>('PUT', `${base(id)}/summary`, { published }),
    invalidates,
    success: (_, published) => ({ title: published ? 'Counts published' : 'Counts taken off the page' }),
    failure: 'Failed to change the published counts',
  });

export const useRecordDecision = (id: string) =>
  useApiMutation({
    request: (input: DecisionInput) => apiRequest<ConsultationWindow>('PUT', `${base(id)}/decision`, input),
    invalidates,
    success: 'Decision recorded',
    failure: 'Failed to record the decision',
  });

export const useModerate = (id: string) =>
  useApiMutation({
    request: ({ commentId, input }: { commentId: string; input: ModerationInput }) =>
      apiRequest<CommentRow>('PUT', `${base(id)}/comments/${encodeURIComponent(commentId)}/moderation`, input),
    invalidates,
    success: (_, { input }) => ({ title: input.hidden ? 'Comment hidden' : 'Comment shown again' }),
    failure: 'Failed to moderate the comment',
  });

export const useSaveLetter = (id: string) =>
  useApiMutation({
    request: (input: LetterInput) => apiRequest<LetterInput>('PUT', `${base(id)}/letter`, input),
    invalidates,
    success: 'Letter saved',
    failure: 'Failed to save the letter',
  });

export const useSendSubmission = (id: string) =>
  useApiMutation({
    request: () => apiRequest<SubmissionProof>('POST', `${base(id)}/send`, { confirm: true }),
    invalidates,
    success: (proof) => ({
      title: 'Letter sent',
      description: `On its way to ${proof.recipients.map((r) => r.name).join(', ')}, with the PDF.`,
    }),
    failure: 'Failed to send the letter',
  });

export const useSaveConsultationSettings = () =>
  useApiMutation({
    request: (input: ConsultationSettings) => apiRequest<ConsultationSettings>('PUT', '/api/consultations/settings', input),
    invalidates,
    success: 'Consultation settings saved',
    failure: 'Failed to save the consultation settings',
  });

/** Downloads a file of the consultation: the draft PDF, the sent PDF, the comments' CSV. */
export async function downloadConsultationFile(id: string, file: 'letter.pdf' | 'submission.pdf' | 'comments.csv') {
  const { blob, fileName } = await apiGetFile(`${base(id)}/${file}`);
  downloadBlob(fileName, blob);
}

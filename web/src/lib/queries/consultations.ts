import type {
  CommentRow,
  ConsultationDetail,
  ConsultationListItem,
  ConsultationSettings,
  ConsultationTallies,
  SubmissionPreview,
  SubmissionProof,
} from '@roca/contract/consultations';
import { queryOptions } from '@tanstack/react-query';
import { itemQueryKey } from './item-kinds';

/**
 * The reads of /api/consultations (docs/consultations.md, "For staff"). Every change there makes
 * them all stale together: one key prefix, the kind's route. Comments are confirmed and withdrawn
 * by residents while staff look, so the comments and tallies are read again each time a screen
 * shows them.
 */
export const consultationReads = itemQueryKey('consultation');

export const consultationsQuery = queryOptions<ConsultationListItem[]>({ queryKey: [...consultationReads] });

export const consultationSettingsQuery = queryOptions<ConsultationSettings>({ queryKey: [...consultationReads, 'settings'] });

export const consultationQuery = (id: string) => queryOptions<ConsultationDetail>({ queryKey: [...consultationReads, id] });

export const talliesQuery = (id: string) =>
  queryOptions<ConsultationTallies>({ queryKey: [...consultationReads, id, 'tallies'], staleTime: 0 });

export const commentsQuery = (id: string) => queryOptions<CommentRow[]>({ queryKey: [...consultationReads, id, 'comments'], staleTime: 0 });

/** The proof of the letter's sending; its delivery states change as the outbox sends. */
export const submissionQuery = (id: string) =>
  queryOptions<SubmissionProof>({ queryKey: [...consultationReads, id, 'submission'], staleTime: 0 });

export const previewQuery = (id: string) =>
  queryOptions<SubmissionPreview>({ queryKey: [...consultationReads, id, 'preview'], staleTime: 0 });

/**
 * The page's embedding problem (a missing `api-base`, an origin refused by CORS_ORIGINS), or null. Apart from the
 * check itself (embed-check.ts, loaded on demand) so that every widget's first load carries only this store.
 */
import { atom, type WritableAtom } from 'nanostores';
import { shared } from './shared';

export type EmbedProblemReason = 'api-base-missing' | 'origin-not-allowed';

export interface EmbedProblem {
  reason: EmbedProblemReason;
  /** One Chinese sentence saying what to change, with the origins involved. */
  message: string;
}

/** The page's embedding problem, or null while none is known. */
export const $embedProblem: WritableAtom<EmbedProblem | null> = shared('embed.problem', () =>
  atom<EmbedProblem | null>(null),
);

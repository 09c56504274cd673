import type { UseCaseCurationReason } from '@careerhub/shared';

export type QualityLevel = 'high' | 'medium' | 'low' | 'reject';

/** What the usecase_curation agent knows about one use case. */
export interface CurationSignals {
  title: string;
  /** Words of the description's plain text. */
  descriptionWords: number;
  /** Words of "Why this is important". */
  reasonWords: number;
  /** Share of the optional fields filled in (tools, functions, categories, roles, media...), 0 to 1. */
  completeness: number;
  aiTools: number;
  hasMedia: boolean;
  /** URLs written in the description and the reason. */
  links: number;
  /** Highest trigram similarity of the title or text to another use case of the organization. */
  maxSimilarity: number;
  /** Another use case of the organization with the same title or text (case and spacing ignored). */
  exactDuplicate: boolean;
}

export interface CurationVerdict {
  quality_level: QualityLevel;
  confidence: number;
  reasons: UseCaseCurationReason[];
  score: number;
}

/** Weights of each rule; a verdict is the sum. */
const WEIGHT: Record<UseCaseCurationReason, number> = {
  DESCRIPTION_DETAILED: 2,
  DESCRIPTION_SHORT: -2,
  TITLE_VAGUE: -1,
  REASON_GIVEN: 1,
  REASON_MISSING: -1,
  FIELDS_COMPLETE: 1,
  FIELDS_SPARSE: -1,
  AI_TOOLS_LINKED: 1,
  MEDIA_ATTACHED: 1,
  LINKS_EXCESSIVE: -3,
  NEAR_DUPLICATE: -3,
  DUPLICATE: -6,
  OVERRIDDEN_BY_ADMIN: 0,
};
export const HIGH_AT = 4;
export const MEDIUM_AT = 1;
export const REJECT_AT = -4;
export const DETAILED_WORDS = 80;
export const SHORT_WORDS = 25;
export const MAX_LINKS = 5;
export const NEAR_DUPLICATE_AT = 0.6;

/** URLs in a text (http, https or www.). */
export const countLinks = (text: string): number => (text.match(/\b(?:https?:\/\/|www\.)\S+/gi) ?? []).length;

/** A title that says something: at least 10 letters over at least two words. */
export function isVagueTitle(title: string): boolean {
  const words = title.trim().split(/\s+/).filter(Boolean);
  return words.length < 2 || (title.match(/\p{L}/gu) ?? []).length < 10;
}

/** Which rules fire for these signals, in a fixed order. */
export function curationReasons(s: CurationSignals): UseCaseCurationReason[] {
  const out: UseCaseCurationReason[] = [];
  if (s.descriptionWords >= DETAILED_WORDS) out.push('DESCRIPTION_DETAILED');
  else if (s.descriptionWords < SHORT_WORDS) out.push('DESCRIPTION_SHORT');
  if (isVagueTitle(s.title)) out.push('TITLE_VAGUE');
  out.push(s.reasonWords > 0 ? 'REASON_GIVEN' : 'REASON_MISSING');
  if (s.completeness >= 0.6) out.push('FIELDS_COMPLETE');
  else if (s.completeness < 0.3) out.push('FIELDS_SPARSE');
  if (s.aiTools > 0) out.push('AI_TOOLS_LINKED');
  if (s.hasMedia) out.push('MEDIA_ATTACHED');
  if (s.links > MAX_LINKS) out.push('LINKS_EXCESSIVE');
  if (s.exactDuplicate) out.push('DUPLICATE');
  else if (s.maxSimilarity >= NEAR_DUPLICATE_AT) out.push('NEAR_DUPLICATE');
  return out;
}

/**
 * The quality of the rules alone: reject on a duplicate or at a score of -4 or less, high at 4 or
 * more, medium at 1 or more, else low. Confidence grows with the distance of the score from the
 * middle (a duplicate is certain enough on its own).
 */
export function judgeUseCase(s: CurationSignals): CurationVerdict {
  const reasons = curationReasons(s);
  const score = reasons.reduce((sum, r) => sum + WEIGHT[r], 0);
  const quality_level: QualityLevel =
    reasons.includes('DUPLICATE') || score <= REJECT_AT
      ? 'reject'
      : score >= HIGH_AT
        ? 'high'
        : score >= MEDIUM_AT
          ? 'medium'
          : 'low';
  const raw = reasons.includes('DUPLICATE') ? 0.95 : 0.5 + Math.abs(score) * 0.07;
  const confidence = Math.min(0.99, Math.round(raw * 100) / 100);
  return { quality_level, confidence, reasons, score };
}

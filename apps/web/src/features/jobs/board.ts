import { EMPLOYMENT_TYPES, JOB_CARD_SKILLS, WORK_MODES } from '@careerhub/shared';

/** The board's filters, kept in the address so a filtered board can be shared and reloaded. */
export interface BoardFilters {
  search: string;
  jobType: string;
  location: string;
  careerStage: string;
  country: string;
  /** Chosen skills with their names (the address carries `skill=12~Python`). */
  skills: Array<{ id: number; name: string }>;
  page: number;
}

export const EMPTY_FILTERS: BoardFilters = {
  search: '',
  jobType: '',
  location: '',
  careerStage: '',
  country: '',
  skills: [],
  page: 1,
};

const oneOf = (value: string | null, allowed: readonly string[]) =>
  value && allowed.includes(value) ? value : '';

/** Reads the filters from the address; unknown values are dropped rather than sent. */
export function filtersFromSearch(params: URLSearchParams): BoardFilters {
  const page = Number(params.get('page'));
  const stage = params.get('career_stage') ?? '';
  return {
    search: params.get('search') ?? '',
    jobType: oneOf(params.get('job_type'), EMPLOYMENT_TYPES),
    location: oneOf(params.get('job_location'), WORK_MODES),
    careerStage: /^\d+$/.test(stage) ? stage : '',
    country: params.get('country') ?? '',
    skills: params.getAll('skill').flatMap((raw) => {
      const [id, ...name] = raw.split('~');
      const n = Number(id);
      return Number.isInteger(n) && n > 0 ? [{ id: n, name: name.join('~') || `#${n}` }] : [];
    }),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters to the address, leaving out what is empty (page 1 included). */
export function searchFromFilters(filters: BoardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.jobType) params.set('job_type', filters.jobType);
  if (filters.location) params.set('job_location', filters.location);
  if (filters.careerStage) params.set('career_stage', filters.careerStage);
  if (filters.country.trim()) params.set('country', filters.country.trim());
  for (const skill of filters.skills) params.append('skill', `${skill.id}~${skill.name}`);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of GET /jobs/: search only from 2 characters (section 9), lists as commas. */
export function jobsQuery(
  filters: BoardFilters,
  extra: Record<string, string | number | boolean | undefined> = {},
) {
  const search = filters.search.trim();
  return {
    page: filters.page,
    search: search.length >= 2 ? search : undefined,
    job_type: filters.jobType || undefined,
    job_location: filters.location || undefined,
    career_stages: filters.careerStage || undefined,
    countries: filters.country.trim() || undefined,
    skills: filters.skills.length ? filters.skills.map((s) => s.id).join(',') : undefined,
    sort_by: 'recent',
    ...extra,
  };
}

export const hasFilters = (f: BoardFilters) =>
  Boolean(f.search.trim() || f.jobType || f.location || f.careerStage || f.country.trim() || f.skills.length);

/** A card shows at most 4 skills, then "+N more" (section 9). */
export function visibleSkills<T>(skills: readonly T[], max = JOB_CARD_SKILLS): { shown: T[]; more: number } {
  return { shown: skills.slice(0, max), more: Math.max(0, skills.length - max) };
}

/**
 * What the viewer can do about applying: sign in first, apply while open, withdraw only while the
 * application is pending; an answered application shows its status as a badge.
 */
export type ApplyState =
  | { kind: 'signIn' }
  | { kind: 'apply' }
  | { kind: 'unapply' }
  | { kind: 'answered'; status: 'accepted' | 'rejected' }
  | { kind: 'closed' }
  | { kind: 'none' };

export function applyStateOf(
  job: { status: string | null; is_open: boolean; job_status: string },
  signedIn: boolean,
): ApplyState {
  if (job.job_status !== 'approved') return { kind: 'none' };
  if (job.status === 'accepted' || job.status === 'rejected') return { kind: 'answered', status: job.status };
  if (job.status === 'pending') return { kind: 'unapply' };
  if (!job.is_open) return { kind: 'closed' };
  return signedIn ? { kind: 'apply' } : { kind: 'signIn' };
}

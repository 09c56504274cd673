import { LEADERS_TEXT, LIMITS, PAGE_SIZES, type CertificationAnswer } from '@careerhub/shared';
import { flatAddressFilters } from '../../lib/useAddressFilters';

/** The directory's filters in the address: search, topic_area, professional_field, job_function, page. */
export const LEADER_FILTERS = flatAddressFilters([
  'search',
  'topic_area',
  'professional_field',
  'job_function',
]);
export type LeaderFilters = ReturnType<typeof LEADER_FILTERS.read>;

const id = (value: string, min: number) =>
  /^\d{1,10}$/.test(value) && Number(value) >= min ? value : undefined;

/** The query of GET /leader-certifications/: search from 2 characters, only well-formed ids. */
export function leaderQuery(f: LeaderFilters) {
  const search = f.search.trim();
  return {
    page: f.page,
    search: search.length >= LIMITS.searchMinChars ? search : undefined,
    topic_area: id(f.topic_area, 1),
    professional_field: id(f.professional_field, 0),
    job_function: id(f.job_function, 0),
  };
}

export const isFiltered = (f: LeaderFilters) =>
  Boolean(f.search.trim() || f.topic_area || f.professional_field || f.job_function);

/**
 * Highly Influential People: the server answers 16 a request and the pager shows 6 a page
 * (spec section 9). Which server pages a shown page needs, and which of their rows it shows.
 */
export function peoplePagePlan(
  page: number,
  shown: number = PAGE_SIZES.influentialPeoplePager,
  fetched: number = PAGE_SIZES.influentialPeople,
): Array<{ page: number; from: number; to: number }> {
  const start = (page - 1) * shown;
  const end = start + shown;
  const plan: Array<{ page: number; from: number; to: number }> = [];
  for (let p = Math.floor(start / fetched) + 1; (p - 1) * fetched < end; p += 1) {
    const first = (p - 1) * fetched;
    plan.push({ page: p, from: Math.max(start, first) - first, to: Math.min(end, first + fetched) - first });
  }
  return plan;
}

/** The confirmation step: every question with its answer, "Not answered" for blanks. */
export function answerSummary(
  questions: Array<{ id: string; label: string }>,
  answers: Record<string, string>,
): CertificationAnswer[] {
  return questions.map((q) => ({
    id: q.id,
    label: q.label,
    answer: answers[q.id]?.trim() || LEADERS_TEXT.notAnswered,
  }));
}

/** The directory card's circle count and its link: "1 Circle", "3 Circles", to the leader's circles tab. */
export function circlesLed(count: number, nameSlug: string) {
  return {
    label: LEADERS_TEXT.circlesLed(count),
    href: `/profile/${encodeURIComponent(nameSlug)}?tab=circles`,
  };
}

import { LIMITS, PAGE_SIZES } from '@careerhub/shared';

/** The Resource Hub's filters, kept in the address so a filtered hub survives a reload and can be shared. */
export interface HubFilters {
  search: string;
  /** Chosen topics with their names (the address carries `topic=12~Python`). */
  topics: Array<{ id: number; name: string }>;
  topicArea: string;
  careerStage: string;
  /** resource or prompt; empty for both. */
  type: '' | 'resource' | 'prompt';
  page: number;
}

export const EMPTY_HUB_FILTERS: HubFilters = {
  search: '',
  topics: [],
  topicArea: '',
  careerStage: '',
  type: '',
  page: 1,
};

const id = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? value : '');

/** Reads the filters from the address; unknown values are dropped rather than sent. */
export function hubFiltersFromSearch(params: URLSearchParams): HubFilters {
  const page = Number(params.get('page'));
  const type = params.get('type');
  return {
    search: params.get('search') ?? '',
    topics: params
      .getAll('topic')
      .flatMap((raw) => {
        const [n, ...name] = raw.split('~');
        const topicId = Number(n);
        return Number.isInteger(topicId) && topicId > 0
          ? [{ id: topicId, name: name.join('~') || `#${topicId}` }]
          : [];
      })
      .slice(0, LIMITS.topics),
    topicArea: id(params.get('topic_area')),
    careerStage: id(params.get('career_stage')),
    type: type === 'resource' || type === 'prompt' ? type : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters to the address, leaving out what is empty (page 1 included). */
export function searchFromHubFilters(filters: HubFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const topic of filters.topics) params.append('topic', `${topic.id}~${topic.name}`);
  if (filters.topicArea) params.set('topic_area', filters.topicArea);
  if (filters.careerStage) params.set('career_stage', filters.careerStage);
  if (filters.type) params.set('type', filters.type);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of GET /contents/ for the hub: approved resources and prompts, search from 2 characters. */
export function hubQuery(filters: HubFilters) {
  const search = filters.search.trim();
  return {
    ...(filters.type ? { type: filters.type } : { types: 'resource,prompt' }),
    status: 'approved',
    page: filters.page,
    page_size: PAGE_SIZES.resources,
    search: search.length >= 2 ? search : undefined,
    topics: filters.topics.length ? filters.topics.map((t) => t.id).join(',') : undefined,
    topic_areas: filters.topicArea || undefined,
    career_stages: filters.careerStage || undefined,
  };
}

export const hasHubFilters = (f: HubFilters) =>
  Boolean(f.search.trim() || f.topics.length || f.topicArea || f.careerStage || f.type);

/** `topic_areas=1,4,7` of the career-tips link, read back as ids (unknown parts dropped). */
export function topicAreasFromParam(value: string | null): number[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
}

export const careerTipsPath = (ids: number[]) => `/resourcehub/career-tips?topic_areas=${ids.join(',')}`;

import { EVENT_TYPES, SDGS } from '@careerhub/shared';

export type ListKind = 'circles' | 'events';

export interface ListFilters {
  search: string;
  type: string;
  sdg: string;
  active: boolean;
  page: number;
}

/** The listing's search, filters and page, read from the address (unknown values are ignored). */
export function listFilters(kind: ListKind, params: URLSearchParams): ListFilters {
  const page = Number(params.get('page'));
  const sdg = Number(params.get('sdg'));
  const type = (params.get('type') ?? '').trim().slice(0, 100);
  const knownType = kind === 'circles' || (EVENT_TYPES as readonly string[]).includes(type);
  return {
    search: (params.get('search') ?? '').trim(),
    type: knownType ? type : '',
    sdg: kind === 'circles' && Number.isInteger(sdg) && sdg >= 1 && sdg <= SDGS.length ? String(sdg) : '',
    active: params.get('active') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query of GET /circles/ or /events/: search only from 2 characters. */
export function listQuery(kind: ListKind, f: ListFilters, pageSize: number) {
  return {
    search: f.search.length >= 2 ? f.search : undefined,
    page: f.page,
    page_size: pageSize,
    ...(f.type ? { [kind === 'circles' ? 'circle_type' : 'event_type']: f.type } : {}),
    ...(f.sdg && kind === 'circles' ? { sdg: f.sdg } : {}),
    ...(f.active ? { is_active: 'true' } : {}),
  };
}

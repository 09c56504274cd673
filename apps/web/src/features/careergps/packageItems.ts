import type { Content, Page, SearchResult } from '@careerhub/shared';
import type { TagItem } from '../../components/ui/TagPicker';
import { api } from '../../lib/api';

/** A chosen item of a recommendation package: always an existing one (an id). */
export type PackageItem = TagItem & { id: number };
/** A resource remembers whether it is an external link (sent as external_resources). */
export type PackageResource = PackageItem & { external: boolean };

/** People by name (the search needs more than 1 character: spec 5). */
export const loadPeople = async (search: string, signal: AbortSignal): Promise<PackageItem[]> =>
  (
    await api.get<Page<SearchResult>>('/search/', {
      signal,
      silent: true,
      query: { type: 'user', search, page_size: 8 },
    })
  ).data.map((p) => ({ id: p.id, name: p.institution_name ? `${p.name} · ${p.institution_name}` : p.name }));

/** Circles by name (the circle picker's page: 50, spec 9). */
export const loadCircles = async (search: string, signal: AbortSignal): Promise<PackageItem[]> =>
  (
    await api.get<Page<{ id: number; name: string }>>('/groups/', {
      signal,
      silent: true,
      query: { group_type: 'circle', page_size: 50, search },
    })
  ).data.map((g) => ({ id: g.id, name: g.name }));

/** Approved resources of the hub by title (page of 15, spec 9). */
export const loadResources = async (search: string, signal: AbortSignal): Promise<PackageResource[]> =>
  (
    await api.get<Page<Content>>('/contents/', {
      signal,
      silent: true,
      query: { type: 'resource', status: 'approved', search, page_size: 15 },
    })
  ).data.map((r) => ({ id: r.id, name: r.title, external: r.sub_type === 'external' && Boolean(r.source) }));

/** The request's item lists from what was chosen. */
export function packageLists(chosen: {
  people: PackageItem[];
  groups: PackageItem[];
  resources: PackageResource[];
  reports: number[];
}) {
  return {
    users: chosen.people.map((p) => p.id),
    groups: chosen.groups.map((g) => g.id),
    internal_resources: chosen.resources.filter((r) => !r.external).map((r) => r.id),
    external_resources: chosen.resources.filter((r) => r.external).map((r) => r.id),
    agent_reports: chosen.reports,
  };
}

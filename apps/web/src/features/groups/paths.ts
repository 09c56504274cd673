import type { Group } from '@careerhub/shared';

/** Where a group's page lives (spec: /org/{slug} default, /circle/{slug}, /event/{slug}). */
export function groupPath(group: Pick<Group, 'group_type' | 'name_slug'>): string {
  if (group.group_type === 'circle') return `/circle/${group.name_slug}`;
  if (group.group_type === 'event') return `/event/${group.name_slug}`;
  return `/org/${group.name_slug}`;
}

export const groupTypeLabel = (type: string) =>
  type === 'user' ? 'Person' : type.charAt(0).toUpperCase() + type.slice(1);

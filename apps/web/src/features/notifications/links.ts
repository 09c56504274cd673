import type { Notification } from '@careerhub/shared';

/** Where each group type lives in the app (spec section 2 link shapes; /org/{slug} by default). */
const GROUP_PATHS: Record<string, string> = {
  circle: '/circle',
  event: '/event',
  organization: '/org',
  institution: '/org',
};

/** The app path a notification opens: the server's link, else one built from its type and data. */
export function notificationLink(n: Pick<Notification, 'type' | 'data' | 'link'>): string | null {
  if (n.link) return n.link;
  const { invitation_key, name_slug, group_type } = n.data;
  if (n.type === 'invitation' && invitation_key) return `/invitation/${invitation_key}`;
  if (n.type === 'user_connection' && name_slug) return `/profile/${name_slug}`;
  if (name_slug) return `${GROUP_PATHS[group_type ?? n.type] ?? '/org'}/${name_slug}`;
  return null;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday"; "just now" under a minute. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

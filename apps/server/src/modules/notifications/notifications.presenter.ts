import type { Notification, NotificationData } from '@careerhub/shared';
import type { NotificationRow } from './notifications.repository.js';

const DATA_KEYS = ['invitation_key', 'name_slug', 'group_type', 'name', 'image'] as const;

/** A stored notification in the spec's shape (section 3), plus the app path it opens. */
export function presentNotification(row: NotificationRow): Notification {
  const data: NotificationData = {};
  for (const key of DATA_KEYS) {
    const value = row.data[key];
    if (typeof value === 'string' || (key === 'image' && value === null)) data[key] = value as string;
  }
  return {
    id: row.id,
    type: row.type,
    notification_type: row.notificationType,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
    data,
    link: row.link,
  };
}

import { CONTENT_MESSAGES as M, NOTIFICATION_EVENTS, type ApprovalAction } from '@careerhub/shared';
import type { ContentsDeps } from './contents.service.js';

/**
 * An approval or rejection reaches the item's author in the app, linked to the item; the decision
 * stands even if that fails (the failure is logged).
 */
export async function notifyAuthor(
  deps: Pick<ContentsDeps, 'notifications' | 'logger'>,
  row: { createdBy: number | null; type: string; slug: string; title: string },
  action: ApprovalAction,
) {
  const title = row.title.length > 80 ? `${row.title.slice(0, 79)}…` : row.title;
  const slug = encodeURIComponent(row.slug);
  try {
    await deps.notifications.notify({
      userId: row.createdBy!,
      type: row.type,
      notificationType:
        action === 'approve' ? NOTIFICATION_EVENTS.contentApproved : NOTIFICATION_EVENTS.contentRejected,
      message: action === 'approve' ? M.notificationApproved(title) : M.notificationRejected(title),
      link: row.type === 'career_tip' ? `/career-tips/${slug}` : `/resource/${slug}`,
    });
  } catch (err) {
    deps.logger.error({ err, content: row.slug }, 'could not notify the author of a decision');
  }
}

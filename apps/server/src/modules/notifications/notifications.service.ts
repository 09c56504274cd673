import {
  EMAIL_KINDS,
  EMAIL_KIND_INFO,
  EMAIL_KIND_OF_EVENT,
  NOTIFICATION_MESSAGES,
  type EmailKind,
  type EmailPreference,
  type EmailPreferencesPatch,
  type Notification,
  type NotificationData,
  type Page,
} from '@careerhub/shared';
import type { Logger } from 'pino';
import type { JobQueue } from '../../platform/jobs/index.js';
import { publishToUser, type PubSub } from '../../platform/pubsub/index.js';
import type { MailSite } from '../auth/auth.mail.js';
import { MAIL_JOB } from '../auth/auth.service.js';
import type { UserRow } from '../auth/users.repository.js';
import { notificationMail } from './notifications.mail.js';
import { presentNotification } from './notifications.presenter.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';
import { createUnreadCache } from './unread-cache.js';
import { randomUUID } from 'node:crypto';

/** Every instance forgets its cached unread count of a user named on this channel. */
export const UNREAD_CHANGED_CHANNEL = 'notifications:unread-changed';

export interface NotifyInput {
  /** Who receives it. */
  userId: number;
  /** What it is about: 'invitation', 'user_connection' or a group type (organization, circle, event, institution). */
  type: string;
  /** What happened: one of NOTIFICATION_EVENTS (follow, join_request, join_request_accepted, ...). */
  notificationType: string;
  /** The sentence shown in the list and used as the email subject. */
  message: string;
  /** Spec fields: invitation_key, name_slug, group_type, name, image (of the person or group). */
  data?: NotificationData;
  /** App path the notification opens, e.g. /profile/{slug}, /circle/{slug}, /invitation/{key}. */
  link?: string | null;
  /**
   * Also email it: an email kind, or true for the kind of `notificationType` (EMAIL_KIND_OF_EVENT).
   * The email goes only to verified users who left that kind on.
   */
  email?: EmailKind | boolean;
  /** Brand and host for the email's look and links; the configured public site otherwise. */
  site?: MailSite;
}

export interface ChatOfflineInput {
  recipientId: number;
  senderName: string;
  roomId: number | string;
  /** The start of the message; cut to 200 characters. */
  preview: string;
  /** App path that opens the conversation; '/' by default. */
  link?: string;
  site?: MailSite;
}

export interface NotificationsDeps {
  repo: NotificationsRepository;
  findUser: (id: number) => Promise<UserRow | undefined>;
  pubsub: PubSub;
  jobs: JobQueue;
  tokens: UnsubscribeTokens;
  /** The site used when a caller gives none (PUBLIC_URL, or this server's own address). */
  defaultSite: () => MailSite;
  /** At most one chat email per recipient and room within this many seconds. */
  chatEmailIntervalSeconds: number;
  unreadCacheTtlMs: number;
  logger: Logger;
}

/**
 * The notifications service every module calls (ctx.notifications). It stores the notification,
 * keeps the unread count exact (a counter row written in the same transaction), pushes the live
 * event to the user's sockets through pub/sub, and queues an email for the kinds a user wants.
 *
 * Chat messages are not stored as notifications (the messages menu has its own unread state):
 * `notifyChatMessageOffline` only emails, at most once per room every CHAT_EMAIL_INTERVAL_MINUTES,
 * and the chat module calls it when the recipient has no open connection.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const { repo, logger } = deps;
  const unreadCache = createUnreadCache(deps.unreadCacheTtlMs);
  const instance = randomUUID();

  async function countChanged(userId: number) {
    unreadCache.forget(userId);
    await deps.pubsub.publish(UNREAD_CHANGED_CHANNEL, { userId, instance }).catch((err: unknown) => {
      logger.warn({ err, userId }, 'could not announce an unread count change');
    });
  }

  function emailKindOf(input: NotifyInput): EmailKind | undefined {
    if (!input.email) return undefined;
    if (input.email === true) return EMAIL_KIND_OF_EVENT[input.notificationType];
    return input.email;
  }

  async function emailEnabled(userId: number, kind: EmailKind): Promise<boolean> {
    const chosen = (await repo.emailPreferences(userId)).get(kind);
    return chosen ?? EMAIL_KIND_INFO[kind].byDefault;
  }

  /** The user, when an email of this kind may go to them: verified, active, kind left on. */
  async function emailRecipient(userId: number, kind: EmailKind): Promise<UserRow | undefined> {
    const user = await deps.findUser(userId);
    if (!user || !user.isActive || !user.isVerified || user.isTrialUser) return undefined;
    return (await emailEnabled(userId, kind)) ? user : undefined;
  }

  async function queueEmail(
    user: UserRow,
    kind: EmailKind,
    content: { subject: string; lines: string[]; link?: string | null; actionLabel: string },
    site: MailSite,
  ) {
    const token = deps.tokens.create(user.id, kind);
    const query = `token=${encodeURIComponent(token)}`;
    const message = notificationMail(site, {
      to: { email: user.email, firstName: user.firstName },
      kind,
      subject: content.subject,
      lines: content.lines,
      ...(content.link
        ? { action: { url: new URL(content.link, site.baseUrl).toString(), label: content.actionLabel } }
        : {}),
      unsubscribe: {
        apiUrl: `${site.baseUrl}/api/v1/notification/unsubscribe/?${query}`,
        pageUrl: `${site.baseUrl}/notification/unsubscribe?${query}`,
      },
      settingsUrl: `${site.baseUrl}/notification/settings`,
    });
    await deps.jobs.enqueue(MAIL_JOB, message);
  }

  return {
    /** Stores a notification for a user, updates their count and live view, and emails it when wanted. */
    async notify(input: NotifyInput): Promise<Notification> {
      const { notification: row, unread } = await repo.insert({
        userId: input.userId,
        type: input.type,
        notificationType: input.notificationType,
        message: input.message,
        data: { ...input.data },
        link: input.link ?? null,
      });
      const notification = presentNotification(row);
      await countChanged(input.userId);
      await publishToUser(deps.pubsub, input.userId, {
        type: 'notification',
        notification,
        unread_notifications_count: unread,
      }).catch((err: unknown) =>
        logger.warn({ err, userId: input.userId }, 'could not publish a notification'),
      );

      const kind = emailKindOf(input);
      if (kind) {
        try {
          const user = await emailRecipient(input.userId, kind);
          if (user) {
            await queueEmail(
              user,
              kind,
              {
                subject: input.message,
                lines: [input.message],
                link: input.link,
                actionLabel: 'Open in the app',
              },
              input.site ?? deps.defaultSite(),
            );
          }
        } catch (err) {
          // The notification is stored and shown; a failed email must not undo the caller's action.
          logger.error({ err, userId: input.userId, kind }, 'could not queue a notification email');
        }
      }
      return notification;
    },

    /**
     * A chat message reached a user who is offline: email them, at most once per room within the
     * interval, unless they turned chat emails off. Nothing is stored in the notifications list.
     * Resolves to whether an email was queued.
     */
    async notifyChatMessageOffline(input: ChatOfflineInput): Promise<{ emailed: boolean }> {
      const user = await emailRecipient(input.recipientId, 'chat_message');
      if (!user) return { emailed: false };
      const claimed = await repo.claimEmailSlot(
        user.id,
        `chat:${input.roomId}`,
        deps.chatEmailIntervalSeconds,
      );
      if (!claimed) return { emailed: false };
      const preview = input.preview.length > 200 ? `${input.preview.slice(0, 199)}…` : input.preview;
      await queueEmail(
        user,
        'chat_message',
        {
          subject: NOTIFICATION_MESSAGES.chatMessage(input.senderName),
          lines: [`${input.senderName} wrote:`, `“${preview}”`],
          link: input.link ?? '/',
          actionLabel: 'Reply in the app',
        },
        input.site ?? deps.defaultSite(),
      );
      return { emailed: true };
    },

    async list(userId: number, page: number, pageSize: number): Promise<Page<Notification>> {
      const { rows, count } = await repo.list(userId, pageSize, (page - 1) * pageSize);
      return {
        data: rows.map(presentNotification),
        pagination: { count, next: page * pageSize < count ? page + 1 : null },
      };
    },

    /** The exact unread count: cached per user, forgotten on every write here or on another instance. */
    unreadCount(userId: number): Promise<number> {
      return unreadCache.get(userId, () => repo.unreadCount(userId));
    },

    /** Undefined when the user has no notification with this id and type. */
    async markRead(userId: number, id: number, type: string) {
      const result = await repo.markRead(userId, id, type);
      if (!result) return undefined;
      await countChanged(userId);
      await publishToUser(deps.pubsub, userId, {
        type: 'notifications_read',
        ids: [id],
        unread_notifications_count: result.unread,
      }).catch(() => undefined);
      return { notification: presentNotification(result.notification), unread: result.unread };
    },

    async markAllRead(userId: number): Promise<number> {
      const unread = await repo.markAllRead(userId);
      await countChanged(userId);
      await publishToUser(deps.pubsub, userId, {
        type: 'notifications_read',
        all: true,
        unread_notifications_count: unread,
      }).catch(() => undefined);
      return unread;
    },

    async emailPreferences(userId: number): Promise<EmailPreference[]> {
      const chosen = await repo.emailPreferences(userId);
      return EMAIL_KINDS.map((kind) => ({
        kind,
        label: EMAIL_KIND_INFO[kind].label,
        description: EMAIL_KIND_INFO[kind].description,
        enabled: chosen.get(kind) ?? EMAIL_KIND_INFO[kind].byDefault,
      }));
    },

    async updateEmailPreferences(userId: number, patch: EmailPreferencesPatch): Promise<EmailPreference[]> {
      const changes = EMAIL_KINDS.flatMap((kind) =>
        patch[kind] === undefined ? [] : [{ kind, enabled: patch[kind] }],
      );
      await repo.setEmailPreferences(userId, changes);
      return this.emailPreferences(userId);
    },

    /** What an unsubscribe link points at; undefined for a forged or damaged token. */
    async unsubscribeState(token: string) {
      const target = deps.tokens.read(token);
      if (!target) return undefined;
      const user = await deps.findUser(target.userId);
      if (!user) return undefined;
      return {
        kind: target.kind,
        label: EMAIL_KIND_INFO[target.kind].label,
        enabled: await emailEnabled(user.id, target.kind),
        email: user.email,
      };
    },

    /** Turns the link's one kind off (or back on); works without signing in. */
    async setSubscribedByToken(token: string, enabled: boolean) {
      const target = deps.tokens.read(token);
      if (!target || !(await deps.findUser(target.userId))) return undefined;
      await repo.setEmailPreferences(target.userId, [{ kind: target.kind, enabled }]);
      return this.unsubscribeState(token);
    },

    /** Subscribes this instance to other instances' count changes (called once at start). */
    async listen(): Promise<() => Promise<void>> {
      return deps.pubsub.subscribe(UNREAD_CHANGED_CHANNEL, (message) => {
        const { userId, instance: from } = message as { userId?: unknown; instance?: unknown };
        if (typeof userId === 'number' && from !== instance) unreadCache.forget(userId);
      });
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

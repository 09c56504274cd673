import { idParam } from '../input.js';
import { z } from 'zod';
import { GROUP_TYPES } from '../constants.js';
import { VALIDATION } from '../messages.js';

/**
 * Notifications (spec sections 2, 3, 7, 8). `type` is what the notification is about: an
 * invitation, a person (user_connection) or a group of one of the group types. `notification_type`
 * says what happened to it (a follow, a join request, an answer...).
 */
export const NOTIFICATION_TYPES = ['invitation', 'user_connection', ...GROUP_TYPES] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What happened. Modules add theirs here, so the web app can word and route them. */
export const NOTIFICATION_EVENTS = {
  follow: 'follow',
  invitation: 'invitation',
  joinRequest: 'join_request',
  joinRequestAccepted: 'join_request_accepted',
  joinRequestRejected: 'join_request_rejected',
  jobApplication: 'job_application',
  jobApplicationAccepted: 'job_application_accepted',
  jobApplicationRejected: 'job_application_rejected',
  payment: 'payment',
  paymentVoucher: 'payment_voucher',
  /** Someone commented on your post or resource, or replied to your comment (in-app only). */
  comment: 'comment',
  commentReply: 'comment_reply',
  /** Your resource, prompt or career tip was approved or rejected (in-app only). */
  contentApproved: 'content_approved',
  contentRejected: 'content_rejected',
} as const;

/**
 * The kinds of email a user can turn off one by one (the notifications settings page and the
 * unsubscribe link of each email). `byDefault` is the choice of a user who never changed it.
 */
export const EMAIL_KINDS = [
  'invitation',
  'request_answer',
  'activity',
  'chat_message',
  'new_follower',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_KIND_INFO: Record<EmailKind, { label: string; description: string; byDefault: boolean }> =
  {
    invitation: {
      label: 'Invitations',
      description: 'Someone invites you to an organization, circle, event or job.',
      byDefault: true,
    },
    request_answer: {
      label: 'Answers to your requests',
      description: 'Your request to join or your job application is accepted or rejected.',
      byDefault: true,
    },
    activity: {
      label: 'Requests to review',
      description: 'Someone asks to join a group you manage or applies to a job you posted.',
      byDefault: true,
    },
    chat_message: {
      label: 'Chat messages while you are away',
      description:
        'A new message arrives while you are offline (at most one email per conversation every half hour).',
      byDefault: true,
    },
    new_follower: {
      label: 'New followers',
      description: 'Someone starts following you.',
      byDefault: false,
    },
  };

/** Which email kind a notification_type belongs to when a module asks for `email: true`. */
export const EMAIL_KIND_OF_EVENT: Record<string, EmailKind> = {
  [NOTIFICATION_EVENTS.follow]: 'new_follower',
  [NOTIFICATION_EVENTS.invitation]: 'invitation',
  [NOTIFICATION_EVENTS.joinRequest]: 'activity',
  [NOTIFICATION_EVENTS.jobApplication]: 'activity',
  [NOTIFICATION_EVENTS.joinRequestAccepted]: 'request_answer',
  [NOTIFICATION_EVENTS.joinRequestRejected]: 'request_answer',
  [NOTIFICATION_EVENTS.jobApplicationAccepted]: 'request_answer',
  [NOTIFICATION_EVENTS.jobApplicationRejected]: 'request_answer',
  [NOTIFICATION_EVENTS.payment]: 'request_answer',
  [NOTIFICATION_EVENTS.paymentVoucher]: 'activity',
};

export const notificationDataSchema = z.object({
  invitation_key: z.string().optional(),
  name_slug: z.string().optional(),
  group_type: z.string().optional(),
  name: z.string().optional(),
  image: z.string().nullable().optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  notification_type: z.string(),
  message: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  data: notificationDataSchema,
  /** The app path of the object (e.g. /profile/ada-lovelace); null when there is nothing to open. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationReadSchema = z.object({
  message: z.string(),
  unread_notifications_count: z.number().int(),
});

export const notificationParamsSchema = z.object({
  id: idParam(),
  type: z
    .string({ error: VALIDATION.invalidValue })
    .min(1, { error: VALIDATION.invalidValue })
    .max(50, { error: VALIDATION.invalidValue }),
});

export const emailPreferenceSchema = z.object({
  kind: z.enum(EMAIL_KINDS),
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

export const emailPreferencesSchema = z.object({ data: z.array(emailPreferenceSchema) });

/** PATCH body: any of the kinds, each on or off. */
export const emailPreferencesPatchSchema = z
  .strictObject(
    Object.fromEntries(
      EMAIL_KINDS.map((kind) => [kind, z.boolean({ error: VALIDATION.expectedBoolean }).optional()]),
    ) as Record<EmailKind, z.ZodOptional<z.ZodBoolean>>,
  )
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: VALIDATION.required });
export type EmailPreferencesPatch = z.infer<typeof emailPreferencesPatchSchema>;

export const unsubscribeTokenSchema = z.object({ token: z.string().min(1).max(300) });
export const unsubscribeStateSchema = z.object({
  kind: z.enum(EMAIL_KINDS),
  label: z.string(),
  enabled: z.boolean(),
  email: z.string(),
});

export const NOTIFICATION_TEXT = {
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  seeAll: 'See all',
  settings: 'Email settings',
  allMarkedRead: 'All notifications marked as read',
  marked: 'Notification marked as read',
  unreadLabel: 'Unread',
  couldNotLoad: 'Could not fetch items.',
  preferencesHeading: 'Email notifications',
  preferencesIntro:
    'Choose which notifications also reach you by email. You always see every notification here in the app.',
  preferencesSaved: 'Email preferences saved',
  couldNotSave: 'Could not save your email preferences.',
  backToNotifications: 'Back to notifications',
  unsubscribeHeading: 'Unsubscribe',
  unsubscribing: 'Turning off these emails…',
  unsubscribed: (label: string) => `You will no longer receive emails about: ${label}.`,
  resubscribed: (label: string) => `Emails about ${label} are on again.`,
  resubscribe: 'Turn these emails back on',
  unsubscribeAgain: 'Unsubscribe again',
  invalidLink: 'This unsubscribe link is not valid.',
  manageAll: 'Manage all email settings',
} as const;

/** Messages the producing modules write into notifications. */
export const NOTIFICATION_MESSAGES = {
  followed: (name: string) => `${name} started following you.`,
  chatMessage: (name: string) => `${name} sent you a message`,
} as const;

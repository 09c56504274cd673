import { z } from 'zod';

/**
 * Newsletters by e-mail (issue 18, item 3): the group's accepted members get each newsletter,
 * with a one-click unsubscribe link (RFC 8058) that turns off that group's newsletters only.
 */
export const NEWSLETTER_TEXT = {
  invalidLink: 'This unsubscribe link is not valid.',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribed: (group: string) => `You will no longer receive newsletters from ${group}.`,
  resubscribedTitle: 'You are subscribed again',
  resubscribed: (group: string) => `You will receive newsletters from ${group} again.`,
  confirmTitle: 'Unsubscribe from newsletters?',
  confirm: (group: string) => `Stop receiving newsletters from ${group} at this address.`,
  unsubscribeButton: 'Unsubscribe',
  resubscribeButton: 'Subscribe again',
  mistake: 'Unsubscribed by mistake?',
  readInApp: 'Read it in the app',
  footer: (group: string) => `You receive this newsletter as a member of ${group}.`,
  unsubscribeLink: 'Unsubscribe from these newsletters',
} as const;

/** How many members one batch of a newsletter's delivery queues. */
export const NEWSLETTER_BATCH_SIZE = 200;

export const newsletterTokenSchema = z.object({
  token: z
    .string()
    .min(1, { error: NEWSLETTER_TEXT.invalidLink })
    .max(300, { error: NEWSLETTER_TEXT.invalidLink }),
});

/** What an unsubscribe link points at: whose address, which group, whether it is still subscribed. */
export const newsletterSubscriptionSchema = z.object({
  group: z.object({ id: z.number(), name: z.string() }),
  email: z.string(),
  subscribed: z.boolean(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

export const newsletterSubscriptionResultSchema = newsletterSubscriptionSchema.extend({
  message: z.string(),
});

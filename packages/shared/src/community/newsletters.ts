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

/** A signed-in member's newsletter choice for each group they are an accepted member of. */
export const newsletterPreferenceSchema = z.object({
  group: z.object({ id: z.number(), name: z.string() }),
  subscribed: z.boolean(),
});
export type NewsletterPreference = z.infer<typeof newsletterPreferenceSchema>;
export const newsletterPreferencesSchema = z.object({ data: z.array(newsletterPreferenceSchema) });
export const newsletterPreferenceUpdateSchema = z.strictObject({
  group: z.number({ error: 'Expected a number' }).int().min(1).max(2_147_483_647),
  subscribed: z.boolean({ error: 'Expected a boolean' }),
});
export const newsletterPreferencesResultSchema = newsletterPreferencesSchema.extend({ message: z.string() });
export const NEWSLETTER_PREFERENCE_TEXT = {
  heading: 'Newsletters',
  intro: 'Newsletters that the groups you belong to send to their members by e-mail.',
  none: 'You are not a member of any group yet.',
  label: (group: string) => `Newsletters from ${group}`,
  notMember: 'You receive newsletters only from groups you are a member of.',
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

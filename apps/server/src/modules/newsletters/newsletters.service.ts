import {
  NEWSLETTER_BATCH_SIZE,
  type NewsletterPreference,
  type NewsletterSubscription,
} from '@careerhub/shared';
import type { Logger } from 'pino';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { MailSite } from '../auth/auth.mail.js';
import { MAIL_JOB } from '../auth/auth.service.js';
import { newsletterMail } from './newsletters.mail.js';
import type { NewsletterTokens } from './newsletter-token.js';
import type { NewslettersRepository } from './newsletters.repository.js';

/** The payload the contents module enqueues under NEWSLETTER_CREATED_JOB when a newsletter is created. */
export interface NewsletterJob {
  content_id: number;
  group_id?: number;
  created_by?: number;
}

export interface NewslettersDeps {
  repo: NewslettersRepository;
  jobs: Pick<JobQueue, 'enqueue'>;
  tokens: NewsletterTokens;
  /** The brand's public site: every link in a newsletter starts from its configured origin. */
  site: () => MailSite;
  logger: Logger;
  batchSize?: number;
}

/**
 * Newsletter delivery and the per-member choice to receive them. The delivery job walks the
 * group's accepted members in batches (by user id), records each member it mails (so a retried
 * job never mails anyone twice) and queues one message per member through the mail job.
 */
export function createNewslettersService(deps: NewslettersDeps) {
  const { repo, tokens, logger } = deps;
  const batchSize = deps.batchSize ?? NEWSLETTER_BATCH_SIZE;

  async function state(token: string): Promise<NewsletterSubscription | undefined> {
    const target = tokens.read(token);
    if (!target) return undefined;
    const [email, groupName] = await Promise.all([
      repo.userEmail(target.userId),
      repo.groupName(target.groupId),
    ]);
    if (!email || !groupName) return undefined;
    return {
      group: { id: target.groupId, name: groupName },
      email,
      subscribed: !(await repo.isOptedOut(target.userId, target.groupId)),
    };
  }

  return {
    /** Mails a newsletter to its group's members; answers how many messages were queued. */
    async deliver(job: NewsletterJob): Promise<number> {
      const item = await repo.newsletter(job.content_id);
      if (!item) {
        logger.info({ newsletter: job.content_id }, 'newsletter gone before delivery');
        return 0;
      }
      const site = deps.site();
      const readUrl = new URL(`/post/${encodeURIComponent(item.slug)}`, site.baseUrl).toString();
      let queued = 0;
      let afterId = 0;
      for (;;) {
        const batch = await repo.recipients(item, afterId, batchSize);
        if (batch.length === 0) break;
        afterId = batch.at(-1)!.id;
        const fresh = await repo.claimDeliveries(
          item.id,
          batch.map((r) => r.id),
        );
        for (const to of batch.filter((r) => fresh.has(r.id))) {
          const query = `token=${encodeURIComponent(tokens.create(to.id, item.groupId))}`;
          await deps.jobs.enqueue(
            MAIL_JOB,
            newsletterMail(site, {
              to,
              item,
              readUrl,
              unsubscribe: {
                apiUrl: `${site.baseUrl}/api/v1/newsletters/unsubscribe/?${query}`,
                pageUrl: `${site.baseUrl}/newsletter/unsubscribe?${query}`,
              },
            }),
          );
          queued += 1;
        }
        if (batch.length < batchSize) break;
      }
      logger.info({ newsletter: item.id, group: item.groupId, queued }, 'newsletter queued for members');
      return queued;
    },

    /** The signed-in member's choice for each group they are an accepted member of. */
    async preferences(userId: number): Promise<NewsletterPreference[]> {
      const rows = await repo.memberPreferences(userId);
      return rows.map((r) => ({ group: { id: r.id, name: r.name }, subscribed: !r.optedOut }));
    },

    /** Turns one group's newsletters on or off for a signed-in member; false when not a member. */
    async setPreference(userId: number, groupId: number, subscribed: boolean): Promise<string | null> {
      const [row] = await repo.memberPreferences(userId, groupId);
      if (!row) return null;
      await repo.setOptedOut(userId, groupId, !subscribed);
      return row.name;
    },

    /** What an unsubscribe link points at; undefined for a forged or damaged token. */
    subscription: state,

    /** Turns the link's group newsletters off (or back on); no sign-in. */
    async setSubscribed(token: string, subscribed: boolean) {
      const target = tokens.read(token);
      if (!target || !(await state(token))) return undefined;
      await repo.setOptedOut(target.userId, target.groupId, !subscribed);
      return state(token);
    },
  };
}
export type NewslettersService = ReturnType<typeof createNewslettersService>;

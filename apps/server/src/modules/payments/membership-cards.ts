import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PAYMENT_MESSAGES as M, type MembershipCard, type MembershipCardCheck } from '@careerhub/shared';
import { forbidden, notFound } from '../../http/errors.js';
import type { Storage } from '../../platform/storage/index.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { UserRow } from '../auth/users.repository.js';
import { drawMembershipCard, printedNumber } from './membership-card.draw.js';
import { presentFlags } from './payments.presenter.js';
import type { CardRow, PaymentsRepository } from './payments.repository.js';

const GRANTING = ['active', 'trialing', 'past_due'];

async function readAll(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const cardImagePath = (imageKey: string) => `/api/v1/membership-card/image/${imageKey}`;
export const verifyPath = (token: string) => `/membership-card/verify/${token}`;

/**
 * Membership cards (spec 3 and 6, issue 20): a PNG with the member's name, photo, plan, member
 * number and a QR code of a public verification page. The number and the token never change; the
 * image is drawn again when the plan changes (`refresh`, called after every plan change).
 */
export function createMembershipCards(deps: {
  repo: PaymentsRepository;
  storage: Storage;
  findUser: (userId: number) => Promise<UserRow | undefined>;
}) {
  const { repo } = deps;

  async function draw(
    user: UserRow,
    existing: CardRow | undefined,
    planId: number,
    planName: string,
    site: MailSite,
  ) {
    const token = existing?.token ?? randomBytes(18).toString('base64url');
    const photoKey = await repo.photoKeyOf(user.id);
    const photo = photoKey ? await deps.storage.get(photoKey).catch(() => null) : null;
    const memberNumber = existing?.memberNumber;
    // The number comes from the row: a first card is saved before it is drawn.
    const saved =
      existing ?? (await repo.saveCard({ userId: user.id, token, planId, imageKey: `${randomUUID()}.png` }));
    const png = await drawMembershipCard({
      name: `${user.firstName} ${user.lastName}`.trim(),
      planName,
      memberNumber: memberNumber ?? saved.memberNumber,
      brandName: site.brandName,
      color: /^#[0-9a-f]{6}$/i.test(site.primary) ? site.primary : '#1d4ed8',
      verifyUrl: new URL(verifyPath(saved.token), site.baseUrl).toString(),
      photo: photo ? await readAll(photo.body) : null,
    });
    const imageKey = `${randomUUID()}.png`;
    await deps.storage.put(imageKey, png, 'image/png');
    const row = await repo.saveCard({ userId: user.id, token: saved.token, planId, imageKey });
    if (existing?.imageKey && existing.imageKey !== imageKey)
      await deps.storage.delete(existing.imageKey).catch(() => undefined);
    return row;
  }

  function present(row: CardRow, site: MailSite): MembershipCard {
    return {
      membership_card: row.imageKey ? cardImagePath(row.imageKey) : null,
      member_number: printedNumber(row.memberNumber),
      verify_url: new URL(verifyPath(row.token), site.baseUrl).toString(),
    };
  }

  return {
    /** POST membership-card/: for members whose plan includes a card; drawn again on each call. */
    async issue(user: UserRow, site: MailSite): Promise<MembershipCard> {
      const current = await repo.subscriptionOf(user.id);
      const flags = presentFlags({ oneToOneChat: false, useAma: false }, current);
      if (!current || !flags.can_create_membership_card) throw forbidden(M.cardNotIncluded);
      const row = await draw(user, await repo.cardOf(user.id), current.plan.id, current.plan.name, site);
      return present(row, site);
    },

    /** The card's image address for the identity, or null. */
    async imageOf(userId: number): Promise<string | null> {
      const row = await repo.cardOf(userId);
      return row?.imageKey ? cardImagePath(row.imageKey) : null;
    },

    /** After a plan change: a member who has a card gets it drawn for the new plan. */
    async refresh(userId: number, site: MailSite | undefined): Promise<void> {
      if (!site) return;
      const [card, current, user] = await Promise.all([
        repo.cardOf(userId),
        repo.subscriptionOf(userId),
        deps.findUser(userId),
      ]);
      if (!card || !current || !user || card.planId === current.plan.id) return;
      await draw(user, card, current.plan.id, current.plan.name, site);
    },

    /** The public check behind the QR code: the name and whether the membership runs. */
    async verify(token: string): Promise<MembershipCardCheck> {
      const card = await repo.cardByToken(token);
      if (!card) throw notFound();
      const [user, current] = await Promise.all([
        deps.findUser(card.userId),
        repo.subscriptionOf(card.userId),
      ]);
      if (!user) throw notFound();
      const valid = Boolean(
        current &&
        GRANTING.includes(current.subscription.status) &&
        current.plan.canCreateMembershipCard &&
        (!current.subscription.currentPeriodEnd ||
          current.subscription.currentPeriodEnd > new Date() ||
          current.subscription.status === 'trialing'),
      );
      return { name: `${user.firstName} ${user.lastName}`.trim(), status: valid ? 'valid' : 'expired' };
    },

    /** The PNG by its image key (an unguessable UUID); null when no card has it. */
    async image(imageKey: string) {
      const card = await repo.cardByImage(imageKey);
      if (!card) return null;
      return deps.storage.get(imageKey);
    },
  };
}
export type MembershipCards = ReturnType<typeof createMembershipCards>;

import { CHAT_MESSAGES } from '@careerhub/shared';
import { badRequest, forbidden } from '../../http/errors.js';
import { entitlements } from '../auth/entitlements.js';
import type { UserRow } from '../auth/users.repository.js';
import type { ChatPersonRow } from './chat.repository.js';

/**
 * Who may do what in chat, in one place. Each function throws the error the API answers with,
 * or returns when the action is allowed.
 */
export const chatPolicy = {
  /** Starting a chat (creating a room) needs user_subscription.one_to_one_chat. */
  assertCanStartChat(viewer: UserRow) {
    if (!entitlements.canStartOneToOneChat(viewer)) throw forbidden(CHAT_MESSAGES.cannotInitiate);
  },
  /** The other person of a new chat: not oneself, and not an influencer (they have no message button). */
  assertCanChatWith(viewer: UserRow, other: ChatPersonRow) {
    if (other.id === viewer.id)
      throw badRequest(CHAT_MESSAGES.notWithYourself, { user_ids: [CHAT_MESSAGES.notWithYourself] });
    if (other.isInfluencer) throw forbidden(CHAT_MESSAGES.influencer);
  },
  /**
   * Sending into a room the user is a member of (membership is checked first: a non-member gets
   * 404): refused when either person blocked the other. No subscription is needed to reply.
   */
  assertCanSend(blocks: { senderBlockedRecipient: boolean; recipientBlockedSender: boolean }) {
    if (blocks.senderBlockedRecipient) throw forbidden(CHAT_MESSAGES.youBlocked);
    if (blocks.recipientBlockedSender) throw forbidden(CHAT_MESSAGES.blockedByOther);
  },
  assertCanBlock(viewer: UserRow, targetId: number) {
    if (viewer.id === targetId)
      throw badRequest(CHAT_MESSAGES.cannotBlockYourself, { user_id: [CHAT_MESSAGES.cannotBlockYourself] });
  },
};

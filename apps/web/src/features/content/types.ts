/** The content shapes the screens read: inferred from the contract (packages/shared/src/contents). */
export type { Content, ContentFile, TopicArea } from '@careerhub/shared';

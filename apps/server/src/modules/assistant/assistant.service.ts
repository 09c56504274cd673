import {
  ASSISTANT_LIMITS as L,
  ASSISTANT_MESSAGES as M,
  type AmaFeedbackInput,
  type AskInput,
  type AssistantChat,
  type AssistantBlock,
} from '@careerhub/shared';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { entitlements } from '../auth/entitlements.js';
import type { UserRow } from '../auth/users.repository.js';
import type { GroundedAnswerer } from './assistant.grounded.js';
import type { AssistantIndexer } from './assistant.index.js';
import type { AssistantRepository, AssistantViewer, ChatRow } from './assistant.repository.js';
import type { Logger } from 'pino';
import type { Embedder } from '../../platform/llm/index.js';
import {
  bestPassage,
  buildAllWordsTsQuery,
  buildTsQuery,
  fuseByRank,
  kindLabel,
  orderRecommendations,
  questionWords,
  type RetrievedItem,
} from './assistant.ranking.js';

/** How many documents a question reads before de-duplication and the per-type cap. */
const CANDIDATES = 40;
/** Items quoted in the answer text. */
const QUOTED = 3;

export const BUILTIN_ENGINE = 'builtin';
export const SEARCH_BASED_NOTE =
  'This is a search-based answer: the passages are quoted from items in this community, not written by an AI.';
export const NOTHING_FOUND =
  'I searched this community and found nothing that answers this yet. Try other words, or ask about resources, circles, events, jobs or people here.';

export function presentChat(row: ChatRow): AssistantChat {
  return {
    id: row.id,
    parent_chat: row.parentId,
    question: row.question,
    sender: { id: row.userId },
    timestamp: row.createdAt.toISOString(),
    engine: row.engine,
    feedback: row.feedback,
    messages: row.messages as AssistantBlock[],
  };
}

/** The built-in engine's text: the best items' passages, quoted and attributed by number. */
export function composeExtractiveAnswer(items: RetrievedItem[], words: string[]): string {
  if (items.length === 0) return NOTHING_FOUND;
  const lines = items.slice(0, QUOTED).map((item, i) => {
    const label = `[${i + 1}] ${item.title} (${kindLabel(item.kind)})`;
    if (item.isLocked) return `${label}: a premium item; open it to read it.`;
    const passage = bestPassage(item.body, words);
    return passage ? `${label}: “${passage}”` : label;
  });
  return [`Here is what I found in this community.`, ...lines, SEARCH_BASED_NOTE].join('\n\n');
}

/** Vector similarity beside full text, when an embeddings model is configured (decision 0031). */
export interface SemanticSearch {
  embedder: Embedder;
  minSimilarity: number;
  /** Whether the index holds vectors (pgvector installed when the migrations ran). */
  ready: () => Promise<boolean>;
  logger: Logger;
}

/**
 * The retrieval pipeline: question words, spelling corrections, synonyms, ranked documents; with
 * an embeddings model, the nearest documents by vector too, fused by rank. A failed embedding
 * request leaves the full-text ranking alone.
 */
export async function rankDocuments(
  repo: AssistantRepository,
  text: string,
  viewer: AssistantViewer,
  semantic?: SemanticSearch,
) {
  const words = questionWords(text);
  const corrections = await repo.corrections(words);
  const terms = { any: buildTsQuery(words, corrections), all: buildAllWordsTsQuery(words, corrections) };
  const lexical = await repo.retrieve(terms, text, viewer, CANDIDATES);
  if (!semantic || !(await semantic.ready())) return { words, items: lexical };
  try {
    const { vectors } = await semantic.embedder.embed([text]);
    const near = await repo.similar(
      vectors[0]!,
      semantic.embedder.model,
      viewer,
      CANDIDATES,
      semantic.minSimilarity,
    );
    return { words, items: fuseByRank([lexical, near], CANDIDATES) };
  } catch (err) {
    semantic.logger.warn({ err }, 'question embedding failed; full-text ranking alone');
    return { words, items: lexical };
  }
}

export interface AskDeps {
  repo: AssistantRepository;
  indexer: AssistantIndexer;
  /** The provider path; null answers mean the built-in answer. */
  grounded?: GroundedAnswerer;
  semantic?: SemanticSearch;
}

/** Ask Anything: retrieval over the community index and an answer that shows its sources. */
export function createAssistantService({ repo, indexer, grounded, semantic }: AskDeps) {
  async function retrieve(user: UserRow, text: string) {
    // What was written a moment ago is findable now: index the queue before reading.
    await indexer.catchUp();
    return rankDocuments(repo, text, { id: user.id, isStaff: user.isStaff }, semantic);
  }

  function requireAma(user: UserRow) {
    if (!entitlements.canUseAma(user)) throw forbidden(M.blocked);
  }

  async function parentOf(user: UserRow, input: AskInput): Promise<ChatRow | null> {
    if (!input.parent_chat) return null;
    const parent = await repo.findChat(input.parent_chat, user.id);
    if (!parent) throw badRequest(M.parentNotFound, { parent_chat: [M.parentNotFound] });
    return parent;
  }

  return {
    /** The checks of ask, for a caller that must answer 4xx before it starts streaming. */
    async check(user: UserRow, input: AskInput): Promise<void> {
      requireAma(user);
      await parentOf(user, input);
    },

    async ask(user: UserRow, input: AskInput, onText?: (chunk: string) => void): Promise<AssistantChat> {
      requireAma(user);
      const parent = await parentOf(user, input);
      // A short follow-up ("and for students?") is read with the question it follows.
      const own = questionWords(input.question);
      const text = parent && own.length < 3 ? `${input.question} ${parent.question}` : input.question;
      const { words, items } = await retrieve(user, text);
      const recommendations = orderRecommendations(items, words);
      const quotedKeys = new Set(items.slice(0, QUOTED).map((i) => `${i.sourceType}:${i.sourceId}`));
      const relevant = items
        .filter((i) => !quotedKeys.has(`${i.sourceType}:${i.sourceId}`))
        .slice(0, L.relevantQuestions)
        .map((i) => `Tell me more about “${i.title}”`);
      const modelAnswer = grounded ? await grounded(user.id, input.question, items, words, onText) : null;
      const answer = modelAnswer?.text ?? composeExtractiveAnswer(items, words);
      const messages: AssistantBlock[] = [{ type: 'text' as const, value: answer }];
      if (recommendations.length) messages.push({ type: 'recommendations', value: recommendations });
      if (relevant.length) messages.push({ type: 'relevant_questions', value: relevant });
      const row = await repo.insertChat({
        userId: user.id,
        parentId: parent?.id ?? null,
        question: input.question,
        messages,
        engine: modelAnswer?.engine ?? BUILTIN_ENGINE,
      });
      if (onText && !modelAnswer) for (const chunk of answer.match(/[\s\S]{1,48}/g) ?? []) onText(chunk);
      return presentChat(row);
    },

    async history(user: UserRow, page: number, pageSize: number) {
      requireAma(user);
      const offset = (page - 1) * pageSize;
      const { rows, count } = await repo.listChats(user.id, pageSize, offset);
      return {
        data: rows.map(presentChat),
        pagination: { count, next: offset + pageSize < count ? page + 1 : null },
      };
    },

    async feedback(user: UserRow, input: AmaFeedbackInput) {
      requireAma(user);
      const comment = input.comment ? input.comment : null;
      if (!(await repo.setFeedback(input.chat, user.id, input.feedback, comment)))
        throw notFound(M.chatNotFound);
      return { chat: input.chat, feedback: input.feedback, comment, message: M.chatFeedbackThanks };
    },

    /** The start screen: up to 4 questions drawn from the community's most read items. */
    async start(user: UserRow) {
      requireAma(user);
      await indexer.catchUp();
      const titles = await repo.popularTitles(L.suggestedQuestions);
      const { count } = await repo.listChats(user.id, 1, 0);
      return {
        suggested_questions: titles.map((t) => (t.trim().endsWith('?') ? t.trim() : `Tell me about “${t}”`)),
        has_history: count > 0,
        engine: BUILTIN_ENGINE,
      };
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;

import { AGENT_LIMITS, type ReportMatch } from '@careerhub/shared';
import type { Db } from '../../platform/db/index.js';
import type { UsersRepository } from '../auth/users.repository.js';
import { createAssistantIndexer } from '../assistant/assistant.index.js';
import { matchedWords, type RetrievedItem } from '../assistant/assistant.ranking.js';
import { createAssistantRepository } from '../assistant/assistant.repository.js';
import { rankDocuments } from '../assistant/assistant.service.js';

/** What one part of a result looks for in the community, and the reason it gives. */
export interface MatchQuery {
  /** "your Social interest", "your Data gap", "your goal". */
  because: string;
  words: string[];
}
export interface MatchViewer {
  id: number;
  isStaff: boolean;
}
export type FindMatches = (queries: MatchQuery[], viewer: MatchViewer) => Promise<ReportMatch[]>;

const TYPE_NOUN: Record<ReportMatch['type'], string> = {
  circle: 'A circle',
  event: 'An event',
  resource: 'A resource',
  external_resource: 'A resource',
  internal_resource: 'A read',
  user: 'A Certified Leader',
  job: 'A job',
  organization: 'An organization',
};

/** The in-app link of a retrieved item (the web app's routes). */
export function linkOf(type: ReportMatch['type'], kind: string, slug: string): string {
  const s = encodeURIComponent(slug);
  switch (type) {
    case 'user':
      return `/profile/${s}`;
    case 'circle':
      return `/circle/${s}`;
    case 'event':
      return `/event/${s}`;
    case 'organization':
      return `/org/${s}`;
    case 'job':
      return `/job/${s}`;
    default:
      if (kind === 'career_tip') return `/resourcehub/career-tips/${s}`;
      if (kind === 'post' || kind === 'newsletter') return `/post/${s}`;
      return `/resource/${s}`;
  }
}

/** The reason shown with a match: what it is, which part of the result it serves, the words it shares. */
export function reasonOf(type: ReportMatch['type'], because: string, hits: string[]): string {
  const noun = type === 'user' ? 'A Certified Leader whose profile' : TYPE_NOUN[type];
  const verb = type === 'user' ? 'mentions' : 'about';
  return hits.length
    ? `${noun} ${verb} ${hits.slice(0, 3).join(', ')}, for ${because}.`
    : `${TYPE_NOUN[type]} related to ${because}.`;
}

/**
 * Community matches through the assistant's retrieval index (the recommendation engine): for
 * each query, the best items the viewer may see; mentors are people with the Certified Leader
 * badge only; each item once, at most AGENT_LIMITS.matchesPerType of a type.
 */
export function createCommunityMatcher(db: Db, users: UsersRepository): FindMatches {
  const repo = createAssistantRepository(db);
  const indexer = createAssistantIndexer(db);
  return async (queries, viewer) => {
    // What was written a moment ago is findable now.
    await indexer.catchUp();
    const picked = new Map<string, ReportMatch>();
    const perType = new Map<string, number>();
    for (const query of queries) {
      const { words, items } = await rankDocuments(repo, query.words.join(' '), viewer);
      for (const item of items) {
        const key = `${item.sourceType}:${item.sourceId}`;
        const type = item.recType as ReportMatch['type'];
        // The index also holds kinds a report does not list (use cases, AI tools): skip them.
        if (!Object.hasOwn(TYPE_NOUN, type)) continue;
        if (picked.has(key) || (perType.get(type) ?? 0) >= AGENT_LIMITS.matchesPerType) continue;
        if (!(await isEligible(item, users))) continue;
        picked.set(key, {
          type,
          id: item.sourceId,
          slug: item.slug,
          title: item.title,
          link: linkOf(type, item.kind, item.slug),
          reason: reasonOf(type, query.because, matchedWords(item, words)),
        });
        perType.set(type, (perType.get(type) ?? 0) + 1);
      }
    }
    return [...picked.values()];
  };
}

/** Organizations are not matches; people are matches only as mentors (certified leaders). */
async function isEligible(item: RetrievedItem, users: UsersRepository): Promise<boolean> {
  if (item.recType === 'organization') return false;
  if (item.recType !== 'user') return true;
  const user = await users.findById(item.sourceId);
  return Boolean(user?.isCertified && user.isActive);
}

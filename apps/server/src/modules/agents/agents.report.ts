import type { AgentEngine, AgentOutput, ReportMatch } from '@careerhub/shared';
import { questionWords } from '../assistant/assistant.ranking.js';
import { FAMILIES, occupationsFor } from './instruments/careers.data.js';
import { READINESS_SECTIONS, scoreReadiness } from './instruments/readiness.js';
import { RIASEC_CREDIT, RIASEC_NAMES, type RiasecScale } from './instruments/riasec.items.js';
import { ITEMS_PER_SCALE, ITEM_MAX, ITEM_MIN, scoreRiasec } from './instruments/riasec.js';
import type { FindMatches, MatchViewer } from './agents.matches.js';
import { interestProse, planProse, readinessProse } from './agents.prose.js';

/** The built-in engine: answers in, a report out. Scores are computed here and nowhere else. */
export interface ReportInput {
  engine: AgentEngine;
  /** Answers per step order ("1" → { item: answer }). */
  answers: Record<string, Record<string, unknown>>;
  /** The person the report is for, by first name when known. */
  firstName: string | null;
  viewer: MatchViewer;
}

export const BUILTIN_ENGINE = 'builtin';
const ORDINAL = ['first', 'second', 'third'];

const merged = (answers: ReportInput['answers']) =>
  Object.assign({}, ...Object.values(answers)) as Record<string, unknown>;
const byType = (matches: ReportMatch[], ...types: ReportMatch['type'][]) =>
  matches.filter((m) => types.includes(m.type));
const item = (m: ReportMatch, verb: string) => ({ text: `${verb} “${m.title}”`, link: m.link });

export async function buildReport(input: ReportInput, findMatches: FindMatches): Promise<AgentOutput> {
  switch (input.engine) {
    case 'interest_explorer':
      return interestReport(input, findMatches);
    case 'ai_readiness':
      return readinessReport(input, findMatches);
    default:
      return careerPlanReport(input, findMatches);
  }
}

/** A 30/60/90-day plan from matches: read, then join and meet, then apply or build. */
function planFrom(matches: ReportMatch[], fallback: { learn: string; join: string; act: string }) {
  const learn = byType(matches, 'resource', 'external_resource', 'internal_resource').slice(0, 3);
  const join = [...byType(matches, 'circle', 'event').slice(0, 2), ...byType(matches, 'user').slice(0, 1)];
  const act = byType(matches, 'job').slice(0, 3);
  return [
    {
      title: 'First 30 days: learn',
      items: learn.length
        ? learn.map((m) => item(m, 'Read'))
        : [{ text: fallback.learn, link: '/resourcehub' }],
    },
    {
      title: 'Days 31–60: connect',
      items: join.length
        ? join.map((m) => item(m, m.type === 'user' ? 'Ask for a conversation with' : 'Join'))
        : [{ text: fallback.join, link: '/circles' }],
    },
    {
      title: 'Days 61–90: act',
      items: act.length ? act.map((m) => item(m, 'Apply to')) : [{ text: fallback.act, link: '/jobs' }],
    },
  ];
}

async function interestReport(input: ReportInput, findMatches: FindMatches): Promise<AgentOutput> {
  const answers = Object.fromEntries(
    Object.entries(input.answers['1'] ?? {}).filter(([, v]) => typeof v === 'number'),
  ) as Record<string, number>;
  const result = scoreRiasec(answers);
  const top = result.ranked.slice(0, 3) as RiasecScale[];
  const min = ITEMS_PER_SCALE * ITEM_MIN;
  const span = ITEMS_PER_SCALE * (ITEM_MAX - ITEM_MIN);
  const occupations = occupationsFor(result.code, 6);
  // Paths in the order of the person's code; families outside it come last.
  const rank = (l: RiasecScale) => (top.includes(l) ? top.indexOf(l) : 3);
  const families = [...new Set(occupations.map((o) => o.code[0] as RiasecScale))].sort(
    (a, b) => rank(a) - rank(b),
  );
  const careerPaths = families.map((letter) => {
    const place = top.indexOf(letter);
    return {
      code: letter,
      title: FAMILIES[letter].path,
      reason:
        place >= 0
          ? `${RIASEC_NAMES[letter]} is the ${ORDINAL[place]} letter of your code ${result.code}: ${FAMILIES[letter].about}.`
          : `These occupations share ${occupations.find((o) => o.code[0] === letter)!.shared.join(' and ')} with your code ${result.code}.`,
      occupations: occupations
        .filter((o) => o.code[0] === letter)
        .map((o) => ({ title: `${o.title} (${o.code})`, onet_code: o.onet })),
    };
  });
  const matches = await findMatches(
    top.map((letter) => ({
      because: `your ${RIASEC_NAMES[letter]} interest`,
      words: FAMILIES[letter].keywords,
    })),
    input.viewer,
  );
  const prose = interestProse({ result, firstName: input.firstName, careerPaths, matches });
  return {
    message: prose.message,
    engine: BUILTIN_ENGINE,
    headline: result.code,
    scores: result.scales.map((s) => ({
      key: s.scale,
      label: s.name,
      score: s.score,
      max: ITEMS_PER_SCALE * ITEM_MAX,
      percent: Math.round(((s.score - min) / span) * 100),
      level: null,
    })),
    sections: prose.sections,
    career_paths: careerPaths,
    matches,
    plan: planFrom(matches, {
      learn: 'Browse the resource hub for your strongest interest',
      join: 'Join a circle on your strongest interest',
      act: 'Look for a job or project that uses your top interest',
    }),
    credit: RIASEC_CREDIT,
  };
}

async function readinessReport(input: ReportInput, findMatches: FindMatches): Promise<AgentOutput> {
  const ticks = Object.fromEntries(
    Object.entries(input.answers['1'] ?? {}).map(([k, v]) => [k, v === true]),
  ) as Record<string, boolean>;
  const result = scoreReadiness(ticks);
  const focus = result.gaps.length
    ? result.gaps
    : [...result.areas]
        .sort((a, b) => a.percent - b.percent)
        .slice(0, 2)
        .map((a) => a.area);
  const sections = focus.map((area) => READINESS_SECTIONS.find((s) => s.key === area)!);
  const matches = await findMatches(
    sections.map((s) => ({ because: `your ${s.title.toLowerCase()} skills`, words: s.keywords })),
    input.viewer,
  );
  const prose = readinessProse({ result, firstName: input.firstName, matches });
  return {
    message: prose.message,
    engine: BUILTIN_ENGINE,
    headline: result.level,
    scores: result.areas.map((a) => ({
      key: a.area,
      label: a.title,
      score: a.checked,
      max: a.total,
      percent: a.percent,
      level: a.level,
    })),
    sections: prose.sections,
    career_paths: [],
    matches,
    plan: planFrom(matches, {
      learn: `Pick one resource on ${sections[0]?.title.toLowerCase() ?? 'AI'} from the resource hub`,
      join: 'Join a circle where members practise AI skills together',
      act: 'Use what you learnt on one real task at work or in your studies',
    }),
    credit: null,
  };
}

async function careerPlanReport(input: ReportInput, findMatches: FindMatches): Promise<AgentOutput> {
  const answers = merged(input.answers);
  const goal = String(answers.goal ?? '');
  const role = typeof answers.current_role === 'string' ? answers.current_role : '';
  const words = questionWords(`${goal} ${role}`).slice(0, 10);
  const matches = words.length ? await findMatches([{ because: 'your goal', words }], input.viewer) : [];
  const plan = planFrom(matches, {
    learn: 'Choose two resources on your goal from the resource hub',
    join: 'Join a circle of people working towards the same goal',
    act: 'Apply to one role or start one project that shows your progress',
  });
  const prose = planProse({ goal, firstName: input.firstName, matches });
  return {
    message: prose.message,
    engine: BUILTIN_ENGINE,
    headline: '30/60/90-day plan',
    scores: [],
    sections: prose.sections,
    career_paths: [],
    matches,
    plan,
    credit: null,
  };
}

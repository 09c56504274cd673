import type { AgentOutput, ReportMatch } from '@careerhub/shared';
import type { ReadinessResult } from './instruments/readiness.js';
import { RIASEC_NAMES, type RiasecScale } from './instruments/riasec.items.js';
import type { RiasecResult } from './instruments/riasec.js';
import { FAMILIES } from './instruments/careers.data.js';

/**
 * Report prose from templates: sentences filled from the computed result, never the reverse.
 * (A language model, when configured, may rewrite these paragraphs; the numbers stay.)
 */
type Prose = { message: string; sections: AgentOutput['sections'] };

const hello = (firstName: string | null) => (firstName ? `${firstName}, ` : '');
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function matchesParagraph(matches: ReportMatch[], topic: string): string {
  if (!matches.length)
    return `We found nothing in this community on ${topic} yet. New circles, resources and jobs are added often: take this again in a few weeks, or ask a Certified Leader for a pointer.`;
  const count = (types: ReportMatch['type'][], one: string, many: string) => {
    const n = matches.filter((m) => types.includes(m.type)).length;
    return n === 0 ? null : `${n} ${n === 1 ? one : many}`;
  };
  const parts = [
    count(['circle'], 'circle', 'circles'),
    count(['event'], 'event', 'events'),
    count(['resource', 'external_resource', 'internal_resource'], 'resource', 'resources'),
    count(['user'], 'mentor', 'mentors'),
    count(['job'], 'job', 'jobs'),
  ].filter((p): p is string => p !== null);
  return `This community has ${list(parts)} that fit ${topic}. Each one below says why it was chosen; start with the first one you would enjoy.`;
}

export function interestProse(input: {
  result: RiasecResult;
  firstName: string | null;
  careerPaths: AgentOutput['career_paths'];
  matches: ReportMatch[];
}): Prose {
  const { result } = input;
  const top = result.ranked.slice(0, 3) as RiasecScale[];
  const names = top.map((l) => RIASEC_NAMES[l]);
  const scoreOf = (l: RiasecScale) => result.scales.find((s) => s.scale === l)!.score;
  const message = result.isFlat
    ? `${cap(hello(input.firstName))}your interests are spread evenly across all six areas (scores ${Math.min(...result.scales.map((s) => s.score))} to ${Math.max(...result.scales.map((s) => s.score))} out of 40), so your code ${result.code} rests on the tie rule more than on strong preferences. Treat it as a starting point and try a few very different activities.`
    : `${cap(hello(input.firstName))}your Holland code is ${result.code}: ${list(names)}. You would most enjoy work that involves ${FAMILIES[top[0]!].about}, with room for ${FAMILIES[top[1]!].about}.`;
  const ranking = result.ranked.map((l) => `${RIASEC_NAMES[l]} ${scoreOf(l)}`).join(', ');
  const tieNote = result.tiedInCode.length
    ? ` ${list(result.tiedInCode.map((l) => RIASEC_NAMES[l]))} scored the same; the order in your code follows the tie rule (more “strongly like” answers first, then the order R, I, A, S, E, C).`
    : '';
  return {
    message,
    sections: [
      {
        title: 'Your interest scores',
        body: `Each area adds up your eight answers, from 8 (strongly dislike every activity) to 40 (strongly like every one). From highest to lowest: ${ranking}.${tieNote}`,
      },
      {
        title: 'What your code means',
        body: top
          .map(
            (l, i) =>
              `${i === 0 ? 'First' : i === 1 ? 'Second' : 'Third'}, ${RIASEC_NAMES[l]}: ${FAMILIES[l].about}.`,
          )
          .join(' '),
      },
      {
        title: 'Career paths to explore',
        body: input.careerPaths.length
          ? `People whose work matches codes close to ${result.code} often work in ${list(input.careerPaths.map((p) => p.title.toLowerCase()))}. Interests are not abilities: use these as places to look, not verdicts.`
          : 'No occupation in our table shares a letter with your code.',
      },
      { title: 'In this community', body: matchesParagraph(input.matches, `your ${list(names)} interests`) },
    ],
  };
}

export function readinessProse(input: {
  result: ReadinessResult;
  firstName: string | null;
  matches: ReportMatch[];
}): Prose {
  const { result } = input;
  const strong = result.areas
    .filter((a) => a.level === 'Proficient' || a.level === 'Advanced')
    .map((a) => a.title);
  const gaps = result.gaps.map((g) => result.areas.find((a) => a.area === g)!.title);
  const message = `${cap(hello(input.firstName))}your AI readiness level is ${result.level} (${result.percent}% of the skills checked). ${
    gaps.length
      ? `Your plan focuses on ${list(gaps.map((g) => g.toLowerCase()))}.`
      : 'You have no gaps below Proficient: keep sharpening your weakest area.'
  }`;
  return {
    message,
    sections: [
      {
        title: 'Your skills by area',
        body: result.areas.map((a) => `${a.title}: ${a.level} (${a.checked} of ${a.total})`).join('. ') + '.',
      },
      {
        title: 'Strengths',
        body: strong.length
          ? `You are already comfortable with ${list(strong.map((s) => s.toLowerCase()))}. Helping others there is a good way to go further.`
          : 'Every area has room to grow, which also means every small step shows.',
      },
      {
        title: 'Gaps to close',
        body: gaps.length
          ? `${list(gaps)} ${gaps.length === 1 ? 'is' : 'are'} below Proficient. The plan takes them one at a time, weakest first.`
          : 'None below Proficient.',
      },
      { title: 'In this community', body: matchesParagraph(input.matches, 'your gaps') },
    ],
  };
}

export function planProse(input: { goal: string; firstName: string | null; matches: ReportMatch[] }): Prose {
  return {
    message: `${cap(hello(input.firstName))}here is a 30/60/90-day plan for your goal: “${input.goal}”. Each step links to something on this platform you can start today.`,
    sections: [
      { title: 'Your goal', body: input.goal },
      { title: 'In this community', body: matchesParagraph(input.matches, 'your goal') },
    ],
  };
}

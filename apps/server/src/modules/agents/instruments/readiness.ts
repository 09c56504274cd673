/**
 * The AI Readiness assessment: a group checklist over five skill areas. Each ticked item is
 * something the person already does; an area's level follows the share of its items ticked.
 */
export const READINESS_AREAS = ['prompting', 'data', 'automation', 'ethics', 'tools'] as const;
export type ReadinessArea = (typeof READINESS_AREAS)[number];

export const READINESS_LEVELS = ['Beginner', 'Developing', 'Proficient', 'Advanced'] as const;
export type ReadinessLevel = (typeof READINESS_LEVELS)[number];

export interface ReadinessSection {
  key: ReadinessArea;
  title: string;
  /** What the community is searched for when this area is a gap. */
  keywords: string[];
  options: Array<{ key: string; label: string }>;
}

/** A section of four statements; an option's key is the area's key and the statement's word. */
const section = (
  key: ReadinessArea,
  title: string,
  keywords: string[],
  statements: Array<[string, string]>,
): ReadinessSection => ({
  key,
  title,
  keywords,
  options: statements.map(([word, label]) => ({ key: `${key}_${word}`, label })),
});

export const READINESS_SECTIONS: ReadinessSection[] = [
  section(
    'prompting',
    'Prompting',
    ['prompt', 'prompting', 'chatgpt', 'llm'],
    [
      ['daily', 'I use an AI assistant for work or study at least once a week'],
      ['context', 'I give the assistant context, a role and an example of the answer I want'],
      ['iterate', 'I refine a prompt step by step when the first answer is not good enough'],
      ['library', 'I keep prompts that work and reuse them'],
    ],
  ),
  section(
    'data',
    'Data',
    ['data', 'analytics', 'spreadsheet', 'statistics'],
    [
      ['spreadsheets', 'I clean and summarize data in a spreadsheet'],
      ['charts', 'I choose a chart that answers a question'],
      ['quality', 'I check data for gaps and errors before trusting a result'],
      ['privacy', 'I know which data I may not paste into an AI tool'],
    ],
  ),
  section(
    'automation',
    'Automation',
    ['automation', 'workflow', 'no-code', 'python'],
    [
      ['repetitive', 'I can spot repetitive tasks in my week worth automating'],
      ['nocode', 'I have built a workflow with a no-code automation tool'],
      ['script', 'I can write or adapt a short script'],
      ['ai', 'I have connected an AI model to a workflow'],
    ],
  ),
  section(
    'ethics',
    'Ethics',
    ['ethics', 'responsible ai', 'bias', 'privacy'],
    [
      ['verify', 'I verify AI output before I use or share it'],
      ['bias', 'I can explain how bias gets into AI systems'],
      ['disclose', 'I say when work was made with the help of AI'],
      ['policy', 'I know my organization’s rules for using AI'],
    ],
  ),
  section(
    'tools',
    'Tools',
    ['ai tools', 'productivity', 'generative ai', 'copilot'],
    [
      ['compare', 'I have compared two or more AI tools for the same task'],
      ['images', 'I have used an AI tool for images, audio or video'],
      ['research', 'I use AI tools to research or summarize documents'],
      ['code', 'I use an AI coding or spreadsheet assistant'],
    ],
  ),
];

export interface ReadinessAreaResult {
  area: ReadinessArea;
  title: string;
  checked: number;
  total: number;
  percent: number;
  level: ReadinessLevel;
}

export interface ReadinessResult {
  areas: ReadinessAreaResult[];
  percent: number;
  level: ReadinessLevel;
  /** Areas below Proficient, weakest first (ties in the areas' order). */
  gaps: ReadinessArea[];
}

/** An area's or the whole's level from the share ticked: < 40 %, < 65 %, < 90 %, else Advanced. */
export function levelOf(percent: number): ReadinessLevel {
  if (percent < 40) return 'Beginner';
  if (percent < 65) return 'Developing';
  if (percent < 90) return 'Proficient';
  return 'Advanced';
}

/** Scores the checklist: answers are { option key: true | false }; a missing key counts as false. */
export function scoreReadiness(answers: Record<string, boolean>): ReadinessResult {
  const areas = READINESS_SECTIONS.map((section) => {
    const checked = section.options.filter((o) => answers[o.key] === true).length;
    const total = section.options.length;
    const percent = Math.round((checked / total) * 100);
    return { area: section.key, title: section.title, checked, total, percent, level: levelOf(percent) };
  });
  const percent = Math.round(areas.reduce((sum, a) => sum + a.percent, 0) / areas.length);
  const gaps = areas
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => a.percent < 65)
    .sort((x, y) => x.a.percent - y.a.percent || x.i - y.i)
    .map(({ a }) => a.area);
  return { areas, percent, level: levelOf(percent), gaps };
}

import type { AgentEngine, AgentInputStep, AgentStepExtraInfo } from '@careerhub/shared';
import { READINESS_SECTIONS } from './instruments/readiness.js';
import { LIKERT_OPTIONS, RIASEC_CREDIT, RIASEC_ITEMS } from './instruments/riasec.items.js';

export interface SeedStep {
  order: number;
  type: AgentInputStep['type'];
  headerText: string;
  loadingText: string;
  description: string;
  nextText: string;
  userPrompt: string;
  extraInfo: AgentStepExtraInfo;
}
export interface SeedAgent {
  slug: string;
  name: string;
  engine: AgentEngine;
  description: string;
  isPremium: boolean;
  canChat: boolean;
  position: number;
  extraInfo: { prompts: string[]; credit: string | null };
  steps: SeedStep[];
}

/** A visitor's leading steps (spec 4): personal information, then career information. */
const REGISTRATION: AgentInputStep = {
  type: 'registration',
  title: 'About you',
  description: 'We use your name on the report and your email to keep it for you.',
};
const CAREER_INFORMATION: AgentInputStep = {
  type: 'career_information',
  title: 'Where you are now',
  questions: [
    {
      id: 'current_role',
      type: 'text',
      label: 'Your current role or studies',
      required: false,
      placeholder: 'e.g. Final-year student, Data analyst',
    },
    {
      id: 'career_stage',
      type: 'radio',
      label: 'Your career stage',
      required: false,
      options: ['Student', 'Early career', 'Mid career', 'Changing careers'],
    },
  ],
};

const PAGES = 6;
const riasecPages: AgentInputStep[] = Array.from({ length: PAGES }, (_, page) => ({
  type: 'custom_form',
  title: `Activities ${page * 8 + 1}–${page * 8 + 8} of 48`,
  description:
    'How much would you enjoy doing each of these? Don’t think about pay or the training it takes.',
  questions: RIASEC_ITEMS.slice(page * 8, page * 8 + 8).map((item) => ({
    id: item.id,
    type: 'radio' as const,
    label: item.text,
    required: true,
    options: LIKERT_OPTIONS,
  })),
}));

const report = (loadingText: string): SeedStep => ({
  order: 2,
  type: 'report_generation',
  headerText: 'Your CareerGPS report',
  loadingText,
  description:
    'Your answers are scored and matched with circles, mentors, resources and jobs in this community.',
  nextText: 'Create my report',
  userPrompt:
    'Write the report’s prose from the computed scores and matches given. Never change a score, a code, a level or a match.',
  extraInfo: {
    input_steps: {
      authenticated: [{ type: 'report_generation', title: 'Create your report' }],
      unauthenticated: [{ type: 'report_generation', title: 'Create your report' }],
    },
    show_stepper: true,
  },
});

const checklist: AgentInputStep = {
  type: 'group_checklist',
  title: 'What you already do',
  description: 'Tick each thing you already do. Leave the rest: the gaps become your plan.',
  sections: READINESS_SECTIONS.map((s) => ({
    key: s.key,
    title: s.title,
    options: s.options.map((o) => ({ key: o.key, label: o.label, value: 'false' as const })),
  })),
};

const goal: AgentInputStep = {
  type: 'career_information',
  title: 'Your goal',
  questions: [
    {
      id: 'goal',
      type: 'textarea',
      label: 'What do you want to achieve in the next 90 days?',
      required: true,
      placeholder: 'e.g. Move from customer support into a data analyst role',
      rows: 4,
    },
    { id: 'current_role', type: 'text', label: 'Your current role or studies', required: false },
    {
      id: 'hours',
      type: 'radio',
      label: 'Hours a week you can give it',
      required: true,
      options: ['1–2 hours', '3–5 hours', '6–10 hours', 'More than 10 hours'],
    },
  ],
};

/** The agents every deployment starts with; staff edit them afterwards (the seed never overwrites). */
export const SEED_AGENTS: SeedAgent[] = [
  {
    slug: 'interest-explorer',
    name: 'Interest Explorer',
    engine: 'interest_explorer',
    description:
      'Rate 48 everyday work activities and get your three-letter Holland code, career paths that fit it, and the circles, mentors, resources and jobs in this community that match.',
    isPremium: false,
    canChat: false,
    position: 1,
    extraInfo: {
      prompts: ['Which careers fit my interests?', 'What is a Holland code?'],
      credit: RIASEC_CREDIT,
    },
    steps: [
      {
        order: 1,
        type: 'custom_form',
        headerText: 'What would you enjoy doing?',
        loadingText: 'Scoring your answers…',
        description: 'There are no right or wrong answers. Pick the first answer that feels true.',
        nextText: 'Next',
        userPrompt: 'Score the six RIASEC scales from the 48 answers.',
        extraInfo: {
          input_steps: {
            authenticated: riasecPages,
            unauthenticated: [REGISTRATION, CAREER_INFORMATION, ...riasecPages],
          },
          show_stepper: true,
        },
      },
      report('Matching your interests with this community’s circles, mentors, resources and jobs…'),
    ],
  },
  {
    slug: 'ai-readiness',
    name: 'AI Readiness Assessment',
    engine: 'ai_readiness',
    description:
      'Check your AI skills in prompting, data, automation, ethics and tools. Get your level and a plan built from this community’s resources and circles for your gaps.',
    isPremium: false,
    canChat: true,
    position: 2,
    extraInfo: {
      prompts: ['How do I get better at prompting?', 'Which AI tools should I learn first?'],
      credit: null,
    },
    steps: [
      {
        order: 1,
        type: 'group_checklist',
        headerText: 'Your AI skills today',
        loadingText: 'Scoring your skills…',
        description: 'Five areas, four statements each.',
        nextText: 'Next',
        userPrompt: 'Level each skill area from the ticked items.',
        extraInfo: {
          input_steps: { authenticated: [checklist], unauthenticated: [REGISTRATION, checklist] },
          show_stepper: true,
        },
      },
      report('Building your plan from this community’s resources and circles…'),
    ],
  },
  {
    slug: 'career-plan',
    name: 'Career Plan',
    engine: 'career_plan',
    description:
      'Tell CareerGPS your goal and get a 30/60/90-day plan that links the resources, circles, mentors and jobs on this platform.',
    isPremium: true,
    canChat: true,
    position: 3,
    extraInfo: { prompts: ['How do I plan a career change?'], credit: null },
    steps: [
      {
        order: 1,
        type: 'career_information',
        headerText: 'Your goal',
        loadingText: 'Reading your goal…',
        description: 'A clear goal makes a better plan.',
        nextText: 'Next',
        userPrompt: 'Read the goal and the profile.',
        extraInfo: {
          input_steps: {
            authenticated: [{ type: 'auth_profile_source', title: 'Your profile' }, goal],
            unauthenticated: [goal],
          },
          show_stepper: true,
        },
      },
      report('Building your 30/60/90-day plan…'),
    ],
  },
];

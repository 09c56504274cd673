import type { LearningItem, LearningStep } from '@careerhub/shared';

/** What each step says, and where it leads when no item of its kind is there for the member. */
export interface StepText {
  title: string;
  description: string;
  action: string;
  /** The listing the step opens when nothing of its kind can be offered (none left, none visible). */
  fallback: LearningItem;
}

const listing = (title: string, url: string): LearningItem => ({ type: 'listing', id: null, title, url });

export const STEP_TEXTS: Record<LearningStep, StepText> = {
  ai_readiness: {
    title: 'Check your AI readiness',
    description: 'Take the AI Readiness assessment in CareerGPS and get a report on where to start.',
    action: 'Take the assessment',
    fallback: listing('CareerGPS', '/careergps'),
  },
  read_resource: {
    title: 'Read a top resource',
    description:
      'A guide picked for your topics from the Resource Hub. Save it or vote on it when you are done.',
    action: 'Read the resource',
    fallback: listing('Resource Hub', '/resourcehub'),
  },
  explore_use_cases: {
    title: 'Explore AI use cases for your work',
    description: 'See how people in your job function use AI. Vote on or save the ones you want to try.',
    action: 'Explore the use case',
    fallback: listing('AI Use Cases', '/usecases'),
  },
  try_ai_tool: {
    title: 'Try a top-voted AI tool',
    description: 'An AI tool members rate highly for work like yours. Vote on it once you have tried it.',
    action: 'Try the tool',
    fallback: listing('AI Tools', '/ai-tools'),
  },
  save_prompts: {
    title: 'Save prompts from the Prompt Library',
    description: 'Ready-to-use prompts for your job search and daily work. Save the ones you like.',
    action: 'Open the prompt',
    fallback: listing('Prompt Library', '/prompt-library'),
  },
  ask_assistant: {
    title: 'Ask the assistant',
    description: 'Ask Anything about AI skills or your career and get answers from the community.',
    action: 'Ask a question',
    fallback: { type: 'assistant', id: null, title: 'Ask Anything', url: '/ask-anything' },
  },
  complete_profile: {
    title: 'Complete your profile',
    description: 'Add your experience, skills and story so recommendations fit you.',
    action: 'Open your profile',
    fallback: { type: 'profile', id: null, title: 'Your profile', url: '/profile' },
  },
  interest_explorer: {
    title: 'Explore your career interests',
    description: 'Take the Interest Explorer in CareerGPS to find the paths that suit you.',
    action: 'Start exploring',
    fallback: listing('CareerGPS', '/careergps'),
  },
  join_circle: {
    title: 'Join a career circle',
    description: 'Learn with peers in a circle that matches your topics.',
    action: 'See the circle',
    fallback: listing('Career Circles', '/circles'),
  },
  read_career_tips: {
    title: 'Read career tips',
    description: 'Short, practical advice from the community. Save or vote on a tip that helped.',
    action: 'Read the tip',
    fallback: listing('Career Tips', '/resourcehub/career-tips'),
  },
  apply_job: {
    title: 'Apply to a job',
    description: 'An open role that fits your skills, from organizations in the community.',
    action: 'See the job',
    fallback: listing('Job Board', '/jobs'),
  },
};

/** The CareerGPS agents two steps lead to (seeded at start-up: agents.seed.ts). */
export const STEP_AGENTS = { ai_readiness: 'ai-readiness', interest_explorer: 'interest-explorer' } as const;

import { z } from 'zod';
import { CAREER_GOALS } from '../constants.js';
import { VALIDATION } from '../messages.js';

/**
 * The home learning path (content-ai-admin 2.3): two tracks of numbered steps, each step linking
 * to a real item of the community picked on the server for the member.
 */
export const LEARNING_TRACKS = ['learn_ai_skills', 'career_development'] as const;
export type LearningTrack = (typeof LEARNING_TRACKS)[number];

/** The steps, track by track, in their order (the number is the position in its track). */
export const LEARNING_TRACK_STEPS = {
  learn_ai_skills: [
    'ai_readiness',
    'read_resource',
    'explore_use_cases',
    'try_ai_tool',
    'save_prompts',
    'ask_assistant',
  ],
  career_development: [
    'complete_profile',
    'interest_explorer',
    'join_circle',
    'read_career_tips',
    'apply_job',
  ],
} as const satisfies Record<LearningTrack, readonly string[]>;

export const LEARNING_STEPS = [
  ...LEARNING_TRACK_STEPS.learn_ai_skills,
  ...LEARNING_TRACK_STEPS.career_development,
] as const;
export type LearningStep = (typeof LEARNING_STEPS)[number];

export const LEARNING_TRACK_TITLES: Record<LearningTrack, string> = {
  learn_ai_skills: 'Learn AI skills',
  career_development: 'Career development',
};

/** What a step's link opens: one item, or the listing where such items are found. */
export const LEARNING_ITEM_TYPES = [
  'agent',
  'resource',
  'use_case',
  'ai_tool',
  'prompt',
  'career_tip',
  'circle',
  'job',
  'profile',
  'assistant',
  'listing',
] as const;

export const learningItemSchema = z.object({
  type: z.enum(LEARNING_ITEM_TYPES),
  id: z.number().int().nullable(),
  title: z.string(),
  url: z.string(),
});
export type LearningItem = z.infer<typeof learningItemSchema>;

export const learningStepSchema = z.object({
  key: z.enum(LEARNING_STEPS),
  number: z.number().int().min(1),
  title: z.string(),
  description: z.string(),
  /** The link's label ("Take the assessment"). */
  action: z.string(),
  item: learningItemSchema,
  done: z.boolean(),
  /** Who says it is done: the platform saw it happen, or the member marked it; null while not done. */
  done_by: z.enum(['platform', 'member']).nullable(),
});
export type LearningStepView = z.infer<typeof learningStepSchema>;

export const learningTrackSchema = z.object({
  key: z.enum(LEARNING_TRACKS),
  title: z.string(),
  steps: z.array(learningStepSchema),
  done_count: z.number().int(),
});
export type LearningTrackView = z.infer<typeof learningTrackSchema>;

/** GET learning-path/: the member's focus and both tracks, the focused one first ("both": Learn AI skills first). */
export const learningPathSchema = z.object({
  focus: z.enum(CAREER_GOALS),
  tracks: z.array(learningTrackSchema),
});
export type LearningPath = z.infer<typeof learningPathSchema>;

/** PUT learning-path/progress/: mark one step done, or undo the mark. */
export const learningProgressInput = z.strictObject({
  step: z.enum(LEARNING_STEPS, { error: VALIDATION.invalidValue }),
  done: z.boolean({ error: VALIDATION.invalidValue }),
});
export type LearningProgressInput = z.infer<typeof learningProgressInput>;

export const learningProgressSchema = z.object({
  step: z.enum(LEARNING_STEPS),
  done: z.boolean(),
});

/** The order the tabs show in for a focus: the focused track first; "both" starts with Learn AI skills. */
export function tracksInFocusOrder(focus: (typeof CAREER_GOALS)[number]): LearningTrack[] {
  return focus === 'career_development'
    ? ['career_development', 'learn_ai_skills']
    : ['learn_ai_skills', 'career_development'];
}

export { HOME_TEXT } from './text.js';

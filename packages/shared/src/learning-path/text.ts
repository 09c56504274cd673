/*
 * Kept apart from the learning path's schemas (index.ts): the sign-up banner of every visitor's
 * page reads these texts, and a module that builds zod schemas at load pulls zod into the web
 * app's first load with it.
 */

/** Texts of the home screen (content-ai-admin 2.3). */
export const HOME_TEXT = {
  signUpBanner: 'The Future Belongs to Those Who Embrace AI — Will You?',
  signUpNow: 'Sign Up Now',
  pathHeading: 'Your learning path',
  tracksLabel: 'Learning path tracks',
  markDone: 'Mark as done',
  undo: 'Undo',
  done: 'Done',
  progress: (done: number, total: number) => `${done} of ${total} steps done`,
} as const;

import type { Theme } from './brands.js';

/*
 * Kept apart from the brand schemas (brands.ts): every page applies the brand's theme, and a
 * module that builds zod schemas at load pulls zod into the web app's first load with it.
 */

/** Theme keys as CSS custom properties (the web app's index.css declares them in Tailwind's @theme). */
export const THEME_CSS_VARIABLES: Record<keyof Theme, string> = {
  primary: '--color-primary',
  primaryForeground: '--color-primary-foreground',
  primarySoft: '--color-primary-soft',
  accent: '--color-accent',
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  muted: '--color-muted',
};

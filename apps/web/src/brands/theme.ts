import { THEME_CSS_VARIABLES, type Theme } from '@careerhub/shared';

/** Theme keys as CSS custom properties; index.css declares the same names in Tailwind's @theme. */
export const THEME_VARIABLES = THEME_CSS_VARIABLES;

/** Puts the brand's colours on :root so every bg-primary, text-muted … follows the brand. */
export function applyTheme(theme: Partial<Theme>, root: HTMLElement = document.documentElement) {
  for (const [key, variable] of Object.entries(THEME_VARIABLES) as [keyof Theme, string][]) {
    const value = theme[key];
    if (value) root.style.setProperty(variable, value);
  }
  if (theme.primary)
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
}

import { describe, expect, it } from 'vitest';
import { applyTheme } from './theme';

describe('applyTheme', () => {
  it('sets the brand colours as CSS variables on the root element', () => {
    const root = document.createElement('div');
    applyTheme({ primary: '#7c3aed', primaryForeground: '#ffffff', muted: '#475569' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#7c3aed');
    expect(root.style.getPropertyValue('--color-primary-foreground')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--color-muted')).toBe('#475569');
    expect(root.style.getPropertyValue('--color-accent')).toBe('');
  });
});

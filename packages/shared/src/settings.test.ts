import { describe, expect, it } from 'vitest';
import { brandSettingsSchema, contrastRatio, optionValueSchema, WCAG_AA_TEXT } from './settings.js';

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The default teal with white text passes AA; a light yellow does not.
    expect(contrastRatio('#0f766e', '#ffffff')).toBeGreaterThan(WCAG_AA_TEXT);
    expect(contrastRatio('#fde68a', '#ffffff')).toBeLessThan(WCAG_AA_TEXT);
    // Order does not matter.
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('is NaN for something that is not #rrggbb', () => {
    expect(contrastRatio('teal', '#ffffff')).toBeNaN();
    expect(contrastRatio('#fff', '#ffffff')).toBeNaN();
  });
});

describe('brandSettingsSchema', () => {
  const valid = {
    name: ' SIM ',
    landing_page_content: { title: 'T', subtitle: '', cta_label: 'Go' },
    assistant_greeting: 'Hi',
    theme: {
      primary: '#ABCDEF',
      primaryForeground: '#ffffff',
      primarySoft: '#eeeeee',
      accent: '#f59e0b',
      background: '#f8fafc',
      surface: '#ffffff',
      text: '#0f172a',
      muted: '#475569',
    },
    flags: { show_job_menu: true, show_connect_menu: false, primary_focus: 'both', registration_speed: null },
  };
  it('trims text and lower-cases colours', () => {
    const parsed = brandSettingsSchema.parse(valid);
    expect(parsed.name).toBe('SIM');
    expect(parsed.theme.primary).toBe('#abcdef');
  });
  it('refuses unknown fields, a short colour and an empty title', () => {
    expect(brandSettingsSchema.safeParse({ ...valid, hosts: [] }).success).toBe(false);
    expect(
      brandSettingsSchema.safeParse({ ...valid, theme: { ...valid.theme, accent: '#abc' } }).success,
    ).toBe(false);
    expect(
      brandSettingsSchema.safeParse({
        ...valid,
        landing_page_content: { ...valid.landing_page_content, title: ' ' },
      }).success,
    ).toBe(false);
  });
  it('checks an option by its own schema', () => {
    expect(optionValueSchema('career_stages').safeParse([{ value: 1, label: 'One' }]).success).toBe(true);
    expect(optionValueSchema('career_reason_map').safeParse({ '1': [1, 2] }).success).toBe(true);
    expect(optionValueSchema('certification_questions').safeParse(undefined).success).toBe(false);
  });
});

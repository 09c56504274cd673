import { OPTION_KEYS, optionValueSchema } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from './options.data.js';

describe('the installed options', () => {
  it('each pass the schema staff edits are checked by, so a reset is always a valid save', () => {
    for (const key of OPTION_KEYS) {
      const parsed = optionValueSchema(key).safeParse(DEFAULT_OPTIONS[key]);
      expect(parsed.success, `${key}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });
});

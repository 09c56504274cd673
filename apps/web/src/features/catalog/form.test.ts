import { CATALOG_MESSAGES as M } from '@careerhub/shared';
import { describe, expect, it } from 'vitest';
import {
  aiToolPayload,
  checkPayload,
  emptyAiToolForm,
  emptyUseCaseForm,
  isLogoTooLarge,
  payloadOfUseCase,
} from './form';

const opts = { staff: false, editing: false, canSetDefaultGroup: false };
const paragraph = (text: string) => ({ type: 'paragraph' as const, data: { text } });

describe('use case and AI tool forms', () => {
  it('asks for the required fields with the spec messages', () => {
    const errors = checkPayload('use_case', payloadOfUseCase(emptyUseCaseForm(), opts), false);
    expect(errors).toMatchObject({
      title: M.required,
      description: M.required,
      group: M.required,
      businessValue: M.required,
      complexity: M.required,
      innovationCategory: M.required,
    });
  });

  it('checks words, job functions and categories like the server', () => {
    const form = {
      ...emptyUseCaseForm('3'),
      title: 'T',
      description: 'word '.repeat(501),
      jobFunctions: [1, 2, 3, 4],
      categories: [1, 2, 3, 4],
      businessValue: 'High',
      complexity: 'Low',
      innovationCategory: 'Incremental',
    };
    const errors = checkPayload('use_case', payloadOfUseCase(form, opts), false);
    expect(errors).toEqual({
      description: M.maxWords,
      jobFunctions: M.maxJobFunctions,
      categories: M.maxCategories,
    });
  });

  it('sends the staff-only fields only for staff', () => {
    expect(payloadOfUseCase(emptyUseCaseForm(), opts)).not.toHaveProperty('professional_fields');
    expect(payloadOfUseCase(emptyUseCaseForm(), { ...opts, staff: true })).toHaveProperty(
      'professional_fields',
    );
  });

  it('refuses more than 3 AI tool categories and logos of 5 MB', () => {
    const form = { ...emptyAiToolForm('1'), name: 'N', description: 'D', categories: [1, 2, 3, 4] };
    expect(checkPayload('ai_tool', aiToolPayload(form), false)).toEqual({ categories: M.maxCategories });
    expect(isLogoTooLarge({ size: 5 * 1024 * 1024 })).toBe(true);
    expect(isLogoTooLarge({ size: 5 * 1024 * 1024 - 1 })).toBe(false);
  });

  it('sends an edited description as rich text blocks and checks them like the server', () => {
    const base = { ...emptyUseCaseForm('3'), title: 'T', businessValue: 'High', complexity: 'Low' };
    const rich = payloadOfUseCase({ ...base, description: [paragraph('Sort tickets.')] }, opts);
    expect(rich.description).toEqual({ blocks: [paragraph('Sort tickets.')] });
    expect(checkPayload('use_case', rich, false).description).toBeUndefined();
    const empty = payloadOfUseCase({ ...base, description: [paragraph('  ')] }, opts);
    expect(checkPayload('use_case', empty, false).description).toBe(M.required);
    const long = payloadOfUseCase({ ...base, description: [paragraph('word '.repeat(501))] }, opts);
    expect(checkPayload('use_case', long, false).description).toBe(M.maxWords);
    // A use case written before the editor still sends its plain text.
    expect(payloadOfUseCase({ ...base, description: 'Plain' }, opts).description).toBe('Plain');
  });
});

import { describe, expect, it } from 'vitest';
import {
  emptyResourceForm,
  resourcePayload,
  validateResourceForm,
  type ResourceFormState,
} from './resourceForm';

const filled = (patch: Partial<ResourceFormState> = {}): ResourceFormState => ({
  ...emptyResourceForm('resource', 4),
  title: 'Interview checklist',
  blocks: [{ type: 'paragraph', data: { text: 'Prepare three stories.' } }],
  topics: [{ id: 2, name: 'Interviews' }],
  topicArea: '3',
  careerStages: [1, 2],
  ...patch,
});

describe('contribute form rules', () => {
  it('asks for every required field of a resource with the spec messages', () => {
    expect(validateResourceForm(emptyResourceForm('resource'))).toEqual({
      title: 'Required',
      content: 'Required',
      group: 'Required',
      topics: 'Required',
      topicArea: 'Required',
      careerStages: 'Required',
    });
  });

  it('a prompt needs only a title, its text and a group', () => {
    expect(validateResourceForm(emptyResourceForm('prompt'))).toEqual({
      title: 'Required',
      content: 'Required',
      group: 'Required',
    });
  });

  it('refuses an eighth file, an eighth topic and an external resource without a valid URL', () => {
    const files = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `f${i}.pdf` }));
    const topics = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `t${i}` }));
    expect(validateResourceForm(filled({ files, topics }))).toEqual({
      files: 'Maximum 7 files',
      topics: 'Maximum 7 topics',
    });
    expect(validateResourceForm(filled({ isExternal: true }))).toEqual({ source: 'Required' });
    expect(validateResourceForm(filled({ isExternal: true, source: 'javascript:alert(1)' }))).toEqual({
      source: 'Enter a valid URL.',
    });
    expect(validateResourceForm(filled({ isExternal: true, source: 'https://example.org/guide' }))).toEqual(
      {},
    );
  });

  it('counts an empty paragraph as no content', () => {
    expect(validateResourceForm(filled({ blocks: [{ type: 'paragraph', data: { text: ' ' } }] }))).toEqual({
      content: 'Required',
    });
  });

  it('waits for files still uploading', () => {
    expect(validateResourceForm(filled({ files: [{ id: null, name: 'big.pdf' }] }))).toEqual({
      files: 'Uploading…',
    });
  });

  it('sends ids, the type and the group on create; never the type or group on edit', () => {
    const form = filled({
      files: [{ id: 7, name: 'a.pdf' }],
      thumbnail: { id: 9, name: 't.png' },
      topics: [
        { id: 2, name: 'Interviews' },
        { id: null, name: 'typed' },
      ],
    });
    expect(resourcePayload(form)).toEqual({
      type: 'resource',
      group: 4,
      title: 'Interview checklist',
      data: { blocks: [{ type: 'paragraph', data: { text: 'Prepare three stories.' } }] },
      sub_type: null,
      source: null,
      is_premium: false,
      files: [7],
      thumbnail_image: 9,
      topics: [2],
      topic_area: 3,
      career_stages: [1, 2],
    });
    const edit = resourcePayload(form, true);
    expect(edit).not.toHaveProperty('type');
    expect(edit).not.toHaveProperty('group');
  });
});

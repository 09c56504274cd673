import { describe, expect, it } from 'vitest';
import { emptyGroupForm, groupFormFrom, groupPayload, validateGroupForm } from './groupForm';
import type { Group } from './types';

describe('group description in the form: rich text, plain text still read', () => {
  const blocks = [{ type: 'paragraph' as const, data: { text: 'We <b>meet</b> weekly' } }];

  it('sends editor blocks as { blocks } and plain text as text', () => {
    const rich = groupPayload(
      { ...emptyGroupForm(), name: 'Org', description: blocks },
      'organization',
      null,
    );
    expect(rich.description).toEqual({ blocks });
    const plain = groupPayload(
      { ...emptyGroupForm(), name: 'Org', description: 'Plain' },
      'organization',
      null,
    );
    expect(plain.description).toBe('Plain');
  });

  it('fills the form from the stored blocks, or from the plain text of an older group', () => {
    const base = {
      ...({} as Group),
      name: 'Org',
      description: 'We meet weekly',
      paid_features: [],
      topics: [],
      extra_info: { is_external: false, external_link: null, questions: [] },
    } as Group;
    expect(groupFormFrom({ ...base, description_blocks: blocks }).description).toEqual(blocks);
    expect(groupFormFrom({ ...base, description_blocks: null }).description).toBe('We meet weekly');
  });

  it('requires text and limits it to 4000 characters, counting the text and not the markup', () => {
    const payload = (description: unknown) =>
      ({
        ...groupPayload({ ...emptyGroupForm(), name: 'Org', country: 'Nepal' }, 'organization', null),
        description,
      }) as never;
    expect(validateGroupForm(payload({ blocks: [] })).description).toBe('Required');
    expect(
      validateGroupForm(
        payload({ blocks: [{ type: 'paragraph', data: { text: `<b>${'x'.repeat(3990)}</b>` } }] }),
      ).description,
    ).toBeUndefined();
    expect(
      validateGroupForm(payload({ blocks: [{ type: 'paragraph', data: { text: 'x'.repeat(4001) } }] }))
        .description,
    ).toBe('Maximum of 4000 characters');
  });
});

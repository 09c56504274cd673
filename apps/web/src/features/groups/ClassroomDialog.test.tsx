import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group } from '@careerhub/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, json, stubWrites } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import { ClassroomButton, syncCheck } from './ClassroomDialog';

const group = {
  id: 9,
  name: 'Data circle',
  name_slug: 'data-circle',
  group_type: 'circle',
  permissions: { can_sync_classroom: true },
} as unknown as Group;

const serve = () =>
  stubWrites((url) =>
    url.includes('/classroom/courses/')
      ? json({ data: [{ id: 'c1', name: 'Algebra', section: 'A' }] })
      : url.includes('/classroom/syncs/')
        ? json({ data: [] })
        : json({ enabled: true, connected: true, google_email: 'teacher@example.org' }),
  );

async function open() {
  const user = userEvent.setup();
  renderPage(<ClassroomButton group={group} />);
  await user.click(await screen.findByRole('button', { name: 'Google Classroom' }));
  const dialog = await screen.findByRole('dialog', { name: 'Google Classroom' });
  await within(dialog).findByRole('option', { name: 'Algebra (A)' });
  return { user, dialog };
}

afterEach(() => vi.unstubAllGlobals());

describe('Classroom sync on the form kit', () => {
  it('asks for a course and focuses it, sending nothing', async () => {
    const { bodies } = serve();
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Sync students' }));
    const course = within(dialog).getByLabelText('Course');
    expect(course).toHaveAccessibleDescription('Please choose a course.');
    expect(course).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('sends the course, the Classroom role and the group role; the server’s message goes on its field', async () => {
    const { bodies, answer } = serve();
    const { user, dialog } = await open();
    await user.selectOptions(within(dialog).getByLabelText('Course'), 'Algebra (A)');
    await user.click(within(dialog).getByRole('radio', { name: 'Teachers' }));
    expect(within(dialog).getByLabelText('Add them as')).toHaveValue('faculty');
    await user.click(within(dialog).getByRole('button', { name: 'Sync teachers' }));

    await vi.waitFor(() =>
      expect(bodies).toEqual([{ course_id: 'c1', role: 'teacher', group_role: 'faculty' }]),
    );
    answer(fieldErrors({ course_id: ['This course is archived.'] }));
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText('Course')).toHaveAccessibleDescription('This course is archived.'),
    );
  });

  it('checks the request with the shared sync schema', () => {
    expect(syncCheck({ course_id: '', role: 'student', group_role: 'student' })).toEqual({
      errors: { course_id: 'Please choose a course.' },
    });
    expect(syncCheck({ course_id: 'c1', role: 'student', group_role: 'student' })).toEqual({
      data: { course_id: 'c1', role: 'student', group_role: 'student' },
    });
  });
});

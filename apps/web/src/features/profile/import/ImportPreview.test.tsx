import type { ImportChoice, ProfileImportPreview } from '@careerhub/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportPreview } from './ImportPreview';
import { useImportChoice } from './useImportChoice';

const job = (title: string, institution: string) => ({
  title,
  institution,
  description: '',
  start_date: '2020-03-01',
  end_date: null,
  is_currently_working: true,
});

const preview: ProfileImportPreview = {
  message: 'ok',
  source: 'resume',
  extracted_by: 'parser',
  resume: null,
  identity: { first_name: 'Ada', last_name: null, email: null },
  data: {
    work_experience_timelines: [job('Engineer', 'Acme Ltd'), job('Intern', 'Acme Ltd - Lagos')],
    education_timelines: [],
    title: 'Engineer',
    country: null,
    preferred_language: null,
    skills: [],
    topics: [],
    short_bio: null,
    career_story: null,
  },
};

let sent: { sections: string[]; choice: ImportChoice | undefined } | null = null;

function Harness() {
  const choice = useImportChoice();
  if (choice.chosen.size === 0 && !sent) choice.start(preview);
  return (
    <>
      <ImportPreview preview={preview} choice={choice} />
      <button type="button" onClick={() => (sent = choice.selection(preview))}>
        confirm
      </button>
    </>
  );
}

describe('import preview', () => {
  it('shows each entry with its fields and a checkbox; an unticked entry and a declined name are not sent', () => {
    render(<Harness />);
    const wrong = screen.getByRole('checkbox', { name: /Intern/ });
    expect(wrong).toBeChecked();
    expect(screen.getByText('Acme Ltd - Lagos')).toBeInTheDocument();
    fireEvent.click(wrong);
    expect(wrong).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: /First name: Ada/ }));
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    expect(sent).toEqual({
      sections: ['work_experience_timelines', 'title'],
      choice: { work_experience_timelines: [job('Engineer', 'Acme Ltd')] },
    });
  });
});

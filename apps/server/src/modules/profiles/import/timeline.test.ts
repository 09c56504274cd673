import { describe, expect, it } from 'vitest';
import { parseTimeline } from './timeline.js';

describe('parseTimeline: what follows the dates', () => {
  it('"Title - Company" above "Mar 2021 - Present | Amman": the city is a place, not the employer', () => {
    const entries = parseTimeline(
      [
        'Cloud Platform Engineer - Zain Digital',
        'Mar 2021 - Present | Amman',
        '- Moved 40 services to Kubernetes.',
        'Systems Administrator - Aramex',
        'Jan 2017 - Feb 2021 | Amman',
        '- Ran the data centre network.',
      ],
      'work',
    );
    expect(entries).toMatchObject([
      { title: 'Cloud Platform Engineer', institution: 'Zain Digital', is_currently_working: true },
      {
        title: 'Systems Administrator',
        institution: 'Aramex',
        start_date: '2017-01-01',
        end_date: '2021-02-01',
      },
    ]);
  });

  it('keeps an employer named after the dates when the line above is only the title', () => {
    const entries = parseTimeline(
      ['Senior Engineer', 'Jan 2020 - Present | Acme Payments Inc', '- Led the ledger migration.'],
      'work',
    );
    expect(entries).toMatchObject([{ title: 'Senior Engineer', institution: 'Acme Payments Inc' }]);
  });

  it('keeps a company with no company words after the dates when the title line names no employer', () => {
    const entries = parseTimeline(['Data Engineer', '2020 - 2022 | Leapfrog', '- Built pipelines.'], 'work');
    expect(entries).toMatchObject([{ title: 'Data Engineer', institution: 'Leapfrog' }]);
  });
});

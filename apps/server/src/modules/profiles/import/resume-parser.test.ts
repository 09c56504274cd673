import type { ImportedSections } from '@careerhub/shared';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPdfLines } from './pdf-lines.js';
import { parseResume } from './resume-parser.js';
import { buildResumePdf, type DrawnResume } from './testing/pdf-builder.js';
import * as resumes from './testing/resumes.js';

async function parsePdf(resume: DrawnResume): Promise<ImportedSections> {
  return parseResume(await readPdfLines(await buildResumePdf(resume)));
}

const entry = (
  title: string,
  institution: string | null,
  start: string | null,
  end: string | null,
  current = false,
) => ({
  title,
  institution,
  start_date: start,
  end_date: end,
  is_currently_working: current,
});

describe('resume parser on real PDFs of different layouts', () => {
  it('one column, capital headings, "Title — Company" over "Jan 2020 – Present | City"', async () => {
    const s = await parsePdf(resumes.classic);
    expect(s.work_experience_timelines).toMatchObject([
      entry('Senior Software Engineer', 'Acme Payments Inc.', '2020-01-01', null, true),
      entry('Software Engineer', 'Globex Corporation', '2016-06-01', '2019-12-01'),
    ]);
    expect(s.work_experience_timelines[0]!.description).toBe(
      'Led the migration of the ledger to an event-sourced design serving 2M requests a day.\nMentored six engineers.',
    );
    expect(s.education_timelines).toMatchObject([
      entry('B.Sc. Computer Science', 'University of Texas at Austin', '2012-01-01', '2016-01-01'),
    ]);
    expect(s).toMatchObject({
      title: 'Senior Software Engineer',
      country: 'United States',
      preferred_language: 'English',
      topics: ['Fintech', 'Open Source', 'Developer Experience'],
      short_bio:
        'Backend engineer with eight years of experience building payment systems and developer tools. I enjoy mentoring engineers and turning messy problems into simple services.',
    });
    // Eight skills are listed; a profile holds seven.
    expect(s.skills).toEqual([
      'Go',
      'PostgreSQL',
      'Kafka',
      'Kubernetes',
      'TypeScript',
      'System Design',
      'Mentoring',
    ]);
    expect(s.career_story).toBe(
      'Currently Senior Software Engineer at Acme Payments Inc. (2020 – present). Before that: Software Engineer at Globex Corporation (June 2016 – December 2019). Education: B.Sc. Computer Science at University of Texas at Austin (2012 – 2016).',
    );
  });

  it('education first, "Heading:" in title case, right-aligned "2018-2020", title under the company, bullets -', async () => {
    const s = await parsePdf(resumes.educationFirst);
    expect(s.work_experience_timelines).toMatchObject([
      entry('Data Engineer', 'Leapfrog Technology', '2020-01-01', '2023-01-01'),
      entry('Junior Developer', 'F1Soft International', '2018-01-01', '2020-01-01'),
    ]);
    expect(s.work_experience_timelines[0]!.description).toBe(
      'Designed batch pipelines on Airflow and Spark.\nCut the nightly load time from 5 hours to 40 minutes.',
    );
    expect(s.education_timelines).toMatchObject([
      entry(
        'Bachelor of Engineering in Computer Engineering',
        'Tribhuvan University',
        '2014-01-01',
        '2018-01-01',
      ),
    ]);
    expect(s).toMatchObject({
      title: 'Data Engineer',
      country: 'Nepal',
      preferred_language: 'Nepali',
      skills: ['Python', 'SQL', 'Airflow', 'Spark', 'Data Modeling'],
      topics: [],
      short_bio: null,
    });
  });

  it('dates first as "03/2019 - 12/2021", "Title, Company" below, bullets *, languages inside the skills', async () => {
    const s = await parsePdf(resumes.datesFirst);
    expect(s.work_experience_timelines).toMatchObject([
      entry('Senior Data Analyst', 'Inditex', '2022-03-01', null, true),
      entry('Data Analyst', 'DHL Supply Chain', '2019-03-01', '2021-12-01'),
    ]);
    expect(s.education_timelines).toMatchObject([
      entry('Master in Statistics', 'Universidad Complutense de Madrid', '2014-09-01', '2018-06-01'),
    ]);
    expect(s).toMatchObject({
      title: 'Data Analyst',
      country: 'Spain',
      preferred_language: 'Spanish',
      skills: ['SQL', 'Power BI', 'Python', 'Forecasting', 'Stakeholder Management'],
      short_bio: 'Analyst who turns raw data into decisions for retail and logistics teams.',
    });
  });

  it('LinkedIn "Save to PDF": side column, company over title, "January 2020 - Present (4 years)", school over degree', async () => {
    const s = await parsePdf(resumes.linkedinExport);
    expect(s.work_experience_timelines).toMatchObject([
      entry('Product Manager', 'Northwind Learning', '2021-01-01', null, true),
      entry('Associate Product Manager', 'Contoso Education', '2018-07-01', '2020-12-01'),
    ]);
    // The location line under the dates is not part of the description; wrapped lines are joined.
    expect(s.work_experience_timelines[0]!.description).toBe(
      'Own the tutoring assistant used by 80 schools. Shipped grading suggestions and parent reports.',
    );
    expect(s.education_timelines).toMatchObject([
      entry(
        'Master of Science - MS, Human-Computer Interaction',
        'National University of Singapore',
        '2016-01-01',
        '2018-01-01',
      ),
      entry(
        'Bachelor of Arts - BA, Education',
        'Nanyang Technological University',
        '2010-01-01',
        '2014-01-01',
      ),
    ]);
    expect(s).toMatchObject({
      title: 'Product Manager at Northwind | AI products for education',
      country: 'Singapore',
      preferred_language: 'Mandarin',
      skills: ['Product Management', 'User Research', 'Roadmapping'],
      short_bio:
        'I build AI products that help teachers spend more time with students. Before product, I was a teacher for four years.',
    });
  });

  it('"Title at Company", "Sept 2017 to Dec 2019", decorated headings, numbered bullets and a career story of its own', async () => {
    const s = await parsePdf(resumes.titleAtCompany);
    expect(s.work_experience_timelines).toMatchObject([
      entry('Product Manager', 'Initech', '2020-01-01', null, true),
      entry('Business Analyst', 'Umbrella Corp', '2017-09-01', '2019-12-01'),
    ]);
    expect(s.work_experience_timelines[1]!.description).toBe(
      'Wrote the requirements for the invoicing module.',
    );
    expect(s.education_timelines).toMatchObject([
      entry('MBA', 'WHU Otto Beisheim School of Management', '2015-10-01', '2017-07-01'),
    ]);
    expect(s).toMatchObject({
      title: 'Product Manager',
      country: 'Germany',
      preferred_language: null,
      topics: ['SaaS', 'Pricing', 'Small Business'],
      skills: ['Product Discovery', 'SQL', 'Pricing Strategy', 'Jira'],
      short_bio: 'Product manager focused on B2B software for small businesses.',
      career_story:
        'I started in finance, moved to analysis and found my place in product. Today I help small companies get paid on time.',
    });
  });

  it('"Title | Company | 2018-09 – 2021-05" on one line, skills as a bullet list', async () => {
    const s = await parsePdf(resumes.isoMonths);
    expect(s.work_experience_timelines).toMatchObject([
      entry('Research Fellow', 'World Health Organization', '2021-06-01', null, true),
      entry('Research Assistant', 'University of Lagos', '2018-09-01', '2021-05-01'),
    ]);
    expect(s.education_timelines).toMatchObject([
      entry(
        'MPH, Epidemiology',
        'London School of Hygiene and Tropical Medicine',
        '2016-09-01',
        '2017-09-01',
      ),
    ]);
    expect(s).toMatchObject({
      title: 'Public Health Researcher',
      country: 'Nigeria',
      preferred_language: 'Hausa',
      skills: ['Epidemiology', 'Stata', 'R', 'Survey Design'],
    });
  });

  it('a bare resume: graduation year only, no summary or languages', async () => {
    const s = await parsePdf(resumes.minimal);
    expect(s.work_experience_timelines).toMatchObject([
      entry('Barista', 'Blue Bottle Coffee', '2021-01-01', '2023-01-01'),
    ]);
    expect(s.education_timelines).toMatchObject([
      entry('High School Diploma', 'Oakland High School', null, '2021-01-01'),
    ]);
    expect(s).toMatchObject({
      title: 'Barista',
      country: null,
      preferred_language: null,
      skills: [],
      topics: [],
      short_bio: null,
    });
    expect(s.career_story).toBe(
      'Most recently Barista at Blue Bottle Coffee (2021 – 2023). Education: High School Diploma at Oakland High School (2021).',
    );
  });

  it('accented text and an unknown heading between known ones', async () => {
    const s = await parsePdf(resumes.accented);
    expect(s.work_experience_timelines).toMatchObject([
      entry('Projektleiterin', 'Siemens AG', '2019-04-01', null, true),
      entry('Werkstudentin', 'BMW Group', '2016-10-01', '2019-03-01'),
    ]);
    expect(s.education_timelines).toMatchObject([
      entry('M.Sc. Wirtschaftsingenieurwesen', 'Technische Universität München', '2014-01-01', '2016-01-01'),
    ]);
    expect(s).toMatchObject({
      title: 'Wirtschaftsingenieurin',
      country: 'Germany',
      preferred_language: 'German',
    });
  });

  it('a three-page resume: every entry across page breaks, in under a second', async () => {
    const pdf = await buildResumePdf(resumes.threePageResume());
    await readPdfLines(pdf); // the first call loads pdf.js; the bench measures both
    const started = performance.now();
    const lines = await readPdfLines(pdf);
    const s = parseResume(lines);
    const ms = performance.now() - started;
    expect(lines.at(-1)!.page).toBe(3);
    expect(ms).toBeLessThan(1000);
    expect(s.work_experience_timelines).toHaveLength(12);
    expect(s.work_experience_timelines[0]).toMatchObject(
      entry('Engineering Director', 'Company 1 Technologies', '2021-03-01', null, true),
    );
    expect(s.work_experience_timelines[11]).toMatchObject(
      entry('Engineering Manager 1', 'Company 12 Technologies', '1999-03-01', '2001-02-01'),
    );
    expect(s.work_experience_timelines.every((e) => e.description.split('\n').length === 4)).toBe(true);
    expect(s).toMatchObject({ country: 'India', preferred_language: 'Tamil', title: 'Engineering Director' });
    expect(s.skills).toHaveLength(7);
  });
});

describe('LinkedIn export over two pages', () => {
  it('reads the side column once and the experience across the page break', async () => {
    const lines = await readPdfLines(await buildResumePdf(resumes.linkedinTwoPages()));
    expect(lines.at(-1)!.page).toBe(2);
    const s = parseResume(lines);
    expect(s.work_experience_timelines).toHaveLength(8);
    expect(
      s.work_experience_timelines
        .slice(2)
        .every((e) => e.title === 'Mathematics Teacher' && e.institution?.startsWith('School District')),
    ).toBe(true);
    expect(s.work_experience_timelines[7]).toMatchObject({
      institution: 'School District 6',
      start_date: '2006-08-01',
      end_date: '2007-06-01',
    });
    expect(s.work_experience_timelines[7]!.description).toMatch(/^Taught algebra .* national finals\.$/);
    expect(s.education_timelines.map((e) => e.institution)).toEqual([
      'National University of Singapore',
      'Nanyang Technological University',
    ]);
    expect(s).toMatchObject({
      country: 'Singapore',
      preferred_language: 'Mandarin',
      skills: ['Product Management', 'User Research', 'Roadmapping'],
    });
  });
});

describe('PDFs printed by Chromium (another PDF producer: per-word text runs, CSS letter-spacing, no bullet glyphs)', () => {
  // Made with `chromium --headless=new --no-pdf-header-footer --print-to-pdf=<name>.pdf <name>.html` from the files beside them.
  const read = async (name: string) =>
    parseResume(await readPdfLines(readFileSync(new URL(`./testing/chromium/${name}.pdf`, import.meta.url))));

  it('one column with letter-spaced headings and right-aligned dates', async () => {
    const s = await read('one-column');
    expect(s.work_experience_timelines).toMatchObject([
      entry('Machine Learning Engineer', 'Flipkart', '2021-08-01', null, true),
      entry('Data Scientist', 'Infosys', '2018-07-01', '2021-07-01'),
    ]);
    expect(s.work_experience_timelines[1]!.description).toBe('Forecasting models for retail clients.');
    expect(s.education_timelines).toMatchObject([
      entry('B.Tech. in Computer Science', 'IIT Bombay', '2014-01-01', '2018-01-01'),
    ]);
    expect(s).toMatchObject({
      title: 'Machine Learning Engineer',
      country: 'India',
      preferred_language: 'Hindi',
      skills: ['Python', 'PyTorch', 'Spark', 'SQL', 'Airflow', 'Kubernetes'],
      short_bio: expect.stringMatching(/^ML engineer with six years .* measurable impact\.$/),
    });
  });

  it('a CSS grid with a side column', async () => {
    const s = await read('two-columns');
    expect(s.work_experience_timelines).toMatchObject([
      entry('Senior Product Designer', 'Ctrip', '2020-03-01', null, true),
      entry('Product Designer', 'Meituan', '2016-06-01', '2020-02-01'),
    ]);
    expect(s.education_timelines).toMatchObject([
      entry('Bachelor of Arts in Industrial Design', 'Tongji University', '2012-01-01', '2016-01-01'),
    ]);
    expect(s).toMatchObject({
      title: 'Senior Product Designer',
      country: 'China',
      preferred_language: 'Chinese',
      skills: ['Figma', 'Design Systems', 'Prototyping', 'Accessibility'],
      topics: ['Typography', 'Inclusive design'],
    });
  });
});

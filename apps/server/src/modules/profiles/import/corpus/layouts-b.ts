import type { DrawnLine } from '../testing/pdf-builder.js';
import { breakPageInside, heading, p, pickHeadingStyle, skillList } from './draw.js';
import { europassRange, formatMonth, formatRange, pickDateFormat } from './formats.js';
import type { DrawnSample } from './layouts-a.js';
import { makePerson, type Person, type ResumeTruth } from './person.js';
import type { Rng } from './rng.js';

const truthOf = (person: Person, changes: Partial<ResumeTruth> = {}): ResumeTruth => {
  const { vocabulary: _v, discipline: _d, academicField: _a, ...truth } = person;
  return { ...truth, ...changes };
};

/** ATS plain text: one font, capital headings not in bold, "Company | City" on one line and the dates on the next. */
export function ats(rng: Rng): DrawnSample {
  const person = makePerson(rng, { jobs: rng.int(2, 4) });
  const dates = pickDateFormat(rng);
  const plain = { caps: true, size: 10, bold: false, colon: false };
  const hasSummary = rng.chance(0.7);
  const lines: DrawnLine[] = [
    p(`${person.firstName} ${person.lastName}`.toUpperCase(), { size: 12 }),
    p(person.title!),
  ];
  if (rng.chance(0.5)) lines.push(p(person.email), p(person.phone), p(person.location));
  else lines.push(p(`${person.location} | ${person.phone} | ${person.email}`));
  if (hasSummary) lines.push(heading('Summary', plain), p(person.shortBio!));
  lines.push(heading(rng.pick(['Work History', 'Experience', 'Work Experience']), plain));
  const experienceStart = lines.length;
  const companyFirst = rng.chance(0.5);
  for (const job of person.work) {
    if (companyFirst) lines.push(p(`${job.institution} | ${job.location}`, { space: 6 }), p(job.title));
    else lines.push(p(job.title, { space: 6 }), p(`${job.institution} | ${job.location}`));
    lines.push(p(formatRange(job, dates)));
    for (const b of job.bullets) lines.push(p(`- ${b}`));
  }
  if (rng.chance(0.5)) breakPageInside(rng, lines, experienceStart);
  lines.push(heading('Education', plain));
  for (const school of person.education)
    lines.push(p(`${school.institution} | ${school.location}`), p(school.title), p(school.end!));
  lines.push(heading('Skills', plain), ...skillList(rng, person.skills));
  return {
    drawn: { main: lines },
    truth: truthOf(person, { shortBio: hasSummary ? person.shortBio : null }),
  };
}

/** Europass (no headline: the title is the newest role's): labelled personal details, "01/03/2019 – CURRENT  City, Country", title in capitals, employer, sector. */
export function europass(rng: Rng): DrawnSample {
  const person = makePerson(rng, { jobs: rng.int(2, 4) });
  const hasAbout = rng.chance(0.6);
  const style = { caps: true, size: 12, bold: true, colon: false };
  const birth = `${String(rng.int(1, 28)).padStart(2, '0')}/${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(1978, 1998)}`;
  const lines: DrawnLine[] = [
    p(`${person.firstName} ${person.lastName}`, { size: 18, bold: true }),
    p(`Date of birth: ${birth}   Nationality: ${person.vocabulary.country}`),
    p(
      `Phone number: (+${person.phone.split(' ')[0]!.slice(1)}) ${person.phone.split(' ').slice(1).join(' ')} (Mobile)`,
    ),
    p(`Email address: ${person.email}`),
    p(`Address: ${rng.int(2, 90)} Main Road, ${person.location} (Home)`),
  ];
  if (hasAbout) lines.push(heading('About myself', style), p(person.shortBio!));
  lines.push(heading('Work experience', style));
  const experienceStart = lines.length;
  for (const job of person.work) {
    lines.push(
      p(`${europassRange(job)}  ${job.location}`, { space: 6 }),
      p(job.title.toUpperCase(), { bold: true }),
      p(job.institution),
    );
    for (const b of job.bullets) lines.push(p(`• ${b}`, { indent: 8 }));
    lines.push(
      p(
        `Business or sector: ${rng.pick(['Information and communication', 'Financial and insurance activities', 'Human health activities'])}`,
      ),
    );
  }
  if (rng.chance(0.5)) breakPageInside(rng, lines, experienceStart);
  lines.push(heading('Education and training', style));
  for (const school of person.education) {
    lines.push(
      p(`01/09/${school.start} – 30/06/${school.end}  ${school.location}`, { space: 6 }),
      p(school.title.toUpperCase(), { bold: true }),
      p(school.institution),
    );
  }
  lines.push(
    heading('Language skills', style),
    p(`Mother tongue(s): ${rng.pick(['HINDI', 'GERMAN', 'YORUBA', 'NEPALI', 'PORTUGUESE', 'SWAHILI'])}`),
    p('Other language(s): ENGLISH'),
  );
  lines.push(heading('Digital skills', style), p(person.skills.join(' | ')));
  return {
    drawn: { main: lines, pageFooter: true },
    truth: truthOf(person, { shortBio: hasAbout ? person.shortBio : null }),
  };
}

/** Functional: grouped skills first, achievements in prose, a short employment history at the end. */
export function functional(rng: Rng): DrawnSample {
  const person = makePerson(rng, { jobs: rng.int(2, 4) });
  const style = pickHeadingStyle(rng);
  const dates = pickDateFormat(rng);
  const [a, b] = [
    person.skills.slice(0, Math.ceil(person.skills.length / 2)),
    person.skills.slice(Math.ceil(person.skills.length / 2)),
  ];
  const lines: DrawnLine[] = [
    p(`${person.firstName} ${person.lastName}`, { size: 20, bold: true }),
    p(person.title!),
    p(`${person.email} | ${person.location}`),
    heading(rng.pick(['Profile', 'Summary', 'Professional Profile']), style),
    p(person.shortBio!),
    heading(rng.pick(['Skills Summary', 'Core Skills', 'Key Skills']), style),
    p(`${rng.pick(['Technical', 'Core', 'Domain'])}: ${a.join(', ')}`),
    p(`${rng.pick(['Tools', 'Software', 'Methods'])}: ${b.join(', ')}`),
    heading(rng.pick(['Selected Achievements', 'Professional Accomplishments']), style),
    p(
      `• Used ${person.skills[0]} and ${person.skills[1]} to cut reporting time by 40% for the regional office.`,
      { indent: 8 },
    ),
    p(`• Trained 25 colleagues in ${person.skills.at(-1)} and wrote the team's playbook.`, { indent: 8 }),
    heading(rng.pick(['Employment History', 'Work History', 'Experience']), style),
  ];
  const form = rng.int(0, 2);
  for (const job of person.work) {
    const range = formatRange(job, dates);
    if (form === 0)
      lines.push(p(`${job.title}, ${job.institution}, ${job.location.split(',')[0]} — ${range}`));
    else if (form === 1) lines.push(p(`${job.institution} | ${job.title} | ${range}`));
    else lines.push(p(`${job.title} — ${job.institution}`, { right: range }));
  }
  lines.push(heading('Education', style));
  for (const school of person.education)
    lines.push(p(`${school.title}, ${school.institution}, ${school.end}`));
  return { drawn: { main: lines }, truth: truthOf(person) };
}

/** Student: education first with coursework, internships, projects and activities with dates of their own. */
export function student(rng: Rng): DrawnSample {
  const person = makePerson(rng, { jobs: rng.int(1, 2), isStudent: true });
  const style = pickHeadingStyle(rng);
  const dates = pickDateFormat(rng);
  const hasObjective = rng.chance(0.6);
  const lines: DrawnLine[] = [
    p(`${person.firstName} ${person.lastName}`, { size: 20, bold: true }),
    p(person.title!),
    p(`${person.email} | ${person.phone} | ${person.location}`),
  ];
  if (hasObjective)
    lines.push(heading(rng.pick(['Objective', 'Profile', 'About Me']), style), p(person.shortBio!));
  lines.push(heading('Education', style));
  for (const school of person.education) {
    lines.push(
      p(school.institution, {
        bold: true,
        right: `Expected ${formatMonth(`${school.end}-06`, dates.style)}`,
      }),
      p(school.title),
    );
    lines.push(
      p(`GPA: 3.${rng.int(4, 9)}/4.0`),
      p(`Relevant coursework: ${person.skills.slice(0, 2).join(', ')}, Research Methods`),
    );
  }
  lines.push(heading(rng.pick(['Internships', 'Internship Experience', 'Experience']), style));
  const experienceStart = lines.length;
  for (const job of person.work) {
    lines.push(
      p(`${job.title} — ${job.institution}`, { bold: true, space: 6 }),
      p(`${formatRange(job, dates)} | ${job.location}`),
    );
    for (const b of job.bullets) lines.push(p(`• ${b}`, { indent: 8 }));
  }
  if (rng.chance(0.3)) breakPageInside(rng, lines, experienceStart);
  lines.push(heading('Projects', style));
  lines.push(
    p(`Campus Navigator | ${person.skills.slice(0, 2).join(', ')}`, { bold: true }),
    p(
      formatRange(
        {
          start: '2024-01',
          end: '2024-04',
          current: false,
          title: '',
          institution: '',
          location: '',
          bullets: [],
        },
        dates,
      ),
    ),
    p('• Built an app that 600 students use to find free study rooms.', { indent: 8 }),
  );
  lines.push(
    heading(rng.pick(['Activities', 'Leadership & Activities', 'Extracurricular Activities']), style),
  );
  lines.push(
    p(`Treasurer, ${rng.pick(['Robotics Club', 'Debate Society', 'Women in Tech Society'])}`, { bold: true }),
    p(
      formatRange(
        { start: '2023-09', end: null, current: true, title: '', institution: '', location: '', bullets: [] },
        dates,
      ),
    ),
  );
  lines.push(heading('Skills', style), p(`Technical: ${person.skills.slice(0, 4).join(', ')}`));
  if (person.skills.length > 4) lines.push(p(`Tools: ${person.skills.slice(4).join(', ')}`));
  return {
    drawn: { main: lines },
    truth: truthOf(person, { shortBio: hasObjective ? person.shortBio : null }),
  };
}

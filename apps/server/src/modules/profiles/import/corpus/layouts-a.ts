import type { DrawnLine, DrawnResume } from '../testing/pdf-builder.js';
import { BULLETS, breakPageInside, heading, p, pickHeadingStyle, skillList } from './draw.js';
import { formatRange, linkedinRange, pickDateFormat, type DateFormat } from './formats.js';
import { makePerson, type Person, type ResumeTruth } from './person.js';
import type { Rng } from './rng.js';

export interface DrawnSample {
  drawn: DrawnResume;
  truth: ResumeTruth;
}

const truthOf = (person: Person, changes: Partial<ResumeTruth> = {}): ResumeTruth => {
  const { vocabulary: _v, discipline: _d, academicField: _a, ...truth } = person;
  return { ...truth, ...changes };
};

const contactLine = (rng: Rng, person: Person) =>
  [person.email, person.phone, person.location].join(rng.pick([' | ', '  ·  ', ' • ', ', ']));

/** One column, reverse chronological: "Title — Employer" over "Jan 2020 – Present | City", or the employer with the dates at the right. */
export function classic(rng: Rng): DrawnSample {
  const person = makePerson(rng, { jobs: rng.int(2, 4) });
  const style = pickHeadingStyle(rng);
  const dates = pickDateFormat(rng);
  const bullet = rng.pick(BULLETS);
  const hasSummary = rng.chance(0.8);
  const lines: DrawnLine[] = [
    p(`${person.firstName} ${person.lastName}`, { size: 22, bold: true }),
    p(person.title!),
  ];
  lines.push(p(contactLine(rng, person)));
  if (hasSummary)
    lines.push(
      heading(rng.pick(['Summary', 'Professional Summary', 'Profile', 'About Me']), style),
      p(person.shortBio!),
    );
  lines.push(
    heading(
      rng.pick(['Experience', 'Work Experience', 'Professional Experience', 'Employment History']),
      style,
    ),
  );
  const experienceStart = lines.length;
  const form = rng.int(0, 2);
  const join = rng.pick([' — ', ' – ', ' | ', ' at ', ', ']);
  for (const job of person.work) {
    const range = formatRange(job, dates);
    if (form === 0) {
      lines.push(
        p(`${job.title}${join}${job.institution}`, { bold: true, space: 6 }),
        p(`${range} | ${job.location}`),
      );
    } else if (form === 1) {
      lines.push(p(job.institution, { bold: true, right: range, space: 6 }), p(job.title), p(job.location));
    } else {
      lines.push(
        p(job.title, { bold: true, right: range, space: 6 }),
        p(`${job.institution}${rng.pick([' | ', ' - ', ', '])}${job.location}`),
      );
    }
    for (const b of job.bullets) lines.push(p(`${bullet} ${b}`, { indent: 8 }));
  }
  if (rng.chance(0.5)) breakPageInside(rng, lines, experienceStart);
  lines.push(heading('Education', style));
  for (const school of person.education) {
    lines.push(
      p(`${school.title}${rng.pick([' — ', ', ', ' | '])}${school.institution}`, { bold: true }),
      p(`${school.start} – ${school.end}`),
    );
  }
  lines.push(
    heading(rng.pick(['Skills', 'Technical Skills', 'Key Skills']), style),
    ...skillList(rng, person.skills),
  );
  return {
    drawn: { main: lines, pageFooter: rng.chance(0.5) },
    truth: truthOf(person, { shortBio: hasSummary ? person.shortBio : null }),
  };
}

/** Two columns: contact, skills and languages in a side column (left or right), the career in the main one. */
export function sidebar(rng: Rng): DrawnSample {
  const person = makePerson(rng, { jobs: rng.int(2, 4) });
  const style = pickHeadingStyle(rng);
  const dates = pickDateFormat(rng);
  const side: DrawnLine[] = [
    heading('Contact', style),
    p(person.email),
    p(person.phone),
    p(person.location),
    heading(rng.pick(['Skills', 'Expertise', 'Core Skills']), style),
    ...person.skills.map((s) => p(s)),
    heading('Languages', style),
    p('English'),
    p(rng.pick(['Hindi', 'German', 'Yoruba', 'Nepali', 'Portuguese', 'Swahili'])),
  ];
  const main: DrawnLine[] = [
    p(`${person.firstName} ${person.lastName}`, { size: 22, bold: true }),
    p(person.title!, { size: 12 }),
    heading(rng.pick(['Profile', 'About', 'Summary']), style),
    p(person.shortBio!),
    heading('Experience', style),
  ];
  const experienceStart = main.length;
  for (const job of person.work) {
    main.push(
      p(job.title, { bold: true, space: 6 }),
      p(`${job.institution}${rng.pick([' | ', ' · ', ' - '])}${job.location}`),
      p(formatRange(job, dates)),
    );
    for (const b of job.bullets) main.push(p(`• ${b}`, { indent: 8 }));
  }
  if (rng.chance(0.4)) breakPageInside(rng, main, experienceStart);
  main.push(heading('Education', style));
  for (const school of person.education)
    main.push(
      p(school.title, { bold: true }),
      p(school.institution),
      p(`${school.start}${dates.dash}${school.end}`),
    );
  return {
    drawn: { main, sidebar: side, sidebarSide: rng.chance(0.5) ? 'left' : 'right' },
    truth: truthOf(person),
  };
}

/** LinkedIn's "Save to PDF": Contact / Top Skills / Languages at the side; company, title, dates, place per role. */
export function linkedin(rng: Rng): DrawnSample {
  const person = makePerson(rng, { jobs: rng.int(3, 5) });
  const grouped = rng.chance(0.4);
  if (grouped) person.work[1]!.institution = person.work[0]!.institution;
  const headline = rng.chance(0.5)
    ? `${person.work[0]!.title} at ${person.work[0]!.institution}`
    : `${person.work[0]!.title} | ${person.discipline.field.replace(/^\w/, (c) => c.toUpperCase())}`;
  const topSkills = person.skills.slice(0, 3);
  const slug = `${person.email.split('@')[0]!.replace('.', '-')}-${rng.int(10, 99)}`;
  const side: DrawnLine[] = [
    p('Contact', { size: 13, bold: true }),
    p(person.email),
    p(`www.linkedin.com/in/${slug} (LinkedIn)`),
    p('Top Skills', { size: 13, bold: true, space: 10 }),
    ...topSkills.map((s) => p(s)),
    p('Languages', { size: 13, bold: true, space: 10 }),
    p('English (Full Professional)'),
    p('Certifications', { size: 13, bold: true, space: 10 }),
    p(
      rng.pick([
        'AWS Certified Cloud Practitioner',
        'Certified Scrum Master',
        'Google Analytics Certification',
      ]),
    ),
  ];
  const main: DrawnLine[] = [
    p(`${person.firstName} ${person.lastName}`, { size: 26 }),
    p(headline, { size: 12 }),
    p(person.location),
    p('Summary', { size: 15, space: 14 }),
    p(person.shortBio!),
    p('Experience', { size: 15, space: 14 }),
  ];
  const experienceStart = main.length;
  person.work.forEach((job, i) => {
    const sameCompany = grouped && i === 1;
    if (!sameCompany) main.push(p(job.institution, { size: 12, space: 8 }));
    if (grouped && i === 0) main.push(p(`${rng.int(3, 8)} years ${rng.int(1, 11)} months`));
    main.push(p(job.title, { size: 11 }), p(linkedinRange(job)), p(job.location), p(job.bullets.join(' ')));
  });
  if (rng.chance(0.5)) breakPageInside(rng, main, experienceStart);
  main.push(p('Education', { size: 15, space: 14 }));
  for (const school of person.education)
    main.push(
      p(school.institution, { size: 12, space: 6 }),
      p(`${school.title} · (${school.start} - ${school.end})`),
    );
  return {
    drawn: { main, sidebar: side, pageFooter: true },
    truth: truthOf(person, { title: headline, skills: topSkills }),
  };
}

function academicRange(
  entry: { start: string | null; end: string | null; current: boolean },
  format: DateFormat,
) {
  return `${entry.start}${format.dash.trim() === 'to' ? ' to ' : '–'}${entry.current ? format.now.toLowerCase() : entry.end}`;
}

/** Academic CV: Appointments with the years in a left column, Education, Publications, Grants, Teaching. */
export function academic(rng: Rng): DrawnSample {
  const person = makePerson(rng, { jobs: rng.int(2, 4), isAcademic: true, yearOnly: true });
  const style = pickHeadingStyle(rng);
  const dates = pickDateFormat(rng);
  const field = person.academicField;
  const title = `${person.work[0]!.title} of ${field}`;
  const hasProfile = rng.chance(0.5);
  const withDepartment = rng.chance(0.5);
  const lines: DrawnLine[] = [
    p(`${person.firstName} ${person.lastName}`, { size: 20, bold: true }),
    p(title),
    p(`Department of ${field}, ${person.work[0]!.institution}`),
    p(contactLine(rng, person)),
  ];
  if (hasProfile)
    lines.push(heading(rng.pick(['Profile', 'Research Profile', 'Summary']), style), p(person.shortBio!));
  lines.push(
    heading('Research Interests', style),
    p(`${field}, research methods, policy evaluation and open data.`),
  );
  lines.push(heading(rng.pick(['Appointments', 'Academic Appointments', 'Academic Positions']), style));
  for (const job of person.work) {
    const text = withDepartment
      ? `${job.title}, Department of ${field}, ${job.institution}`
      : `${job.title}, ${job.institution}`;
    lines.push(p(text, { label: academicRange(job, dates), space: 4 }));
  }
  lines.push(heading('Education', style));
  for (const school of person.education)
    lines.push(p(`${school.title}, ${school.institution}`, { label: school.end!, space: 4 }));
  const pubStart = lines.length;
  lines.push(heading('Publications', style));
  for (let i = 1; i <= rng.int(3, 6); i++)
    lines.push(
      p(
        `${i}. ${person.lastName}, ${person.firstName[0]}. and Otieno, K. (${2024 - i}). Evidence on ${field.toLowerCase()} from ${person.vocabulary.country}. Journal of ${field}, ${10 + i}(2), ${100 + i * 7}-${118 + i * 7}.`,
        { indent: 8 },
      ),
    );
  if (rng.chance(0.6)) breakPageInside(rng, lines, pubStart);
  lines.push(heading('Grants', style));
  lines.push(
    p(`${person.vocabulary.country} Research Council, ${field} and policy (USD 120,000)`, {
      label: '2022–2024',
      space: 4,
    }),
  );
  lines.push(
    heading('Teaching', style),
    p(`Introduction to ${field} (undergraduate), 2019–present`),
    p(`Research Methods (graduate), 2021`),
  );
  const hasSkills = rng.chance(0.5);
  if (hasSkills)
    lines.push(
      heading(rng.pick(['Skills', 'Technical Skills']), style),
      p(`Methods: ${person.skills.join(', ')}`),
    );
  return {
    drawn: { main: lines, pageFooter: rng.chance(0.5) },
    truth: truthOf(person, {
      title,
      shortBio: hasProfile ? person.shortBio : null,
      skills: hasSkills ? person.skills : [],
    }),
  };
}

import type { DrawnLine, DrawnResume } from './pdf-builder.js';

/** Resumes of different layouts, drawn as real PDFs by the tests and the bench. */

const h = (text: string): DrawnLine => ({ text, size: 12, bold: true, space: 10 });
const name = (text: string): DrawnLine => ({ text, size: 22, bold: true });
const p = (text: string, extra: Partial<DrawnLine> = {}): DrawnLine => ({ text, ...extra });

/** One column, capital headings, "Title — Company" above "Jan 2020 – Present | City", bullets •. */
export const classic: DrawnResume = {
  main: [
    name('Jane Doe'),
    p('Senior Software Engineer'),
    p('jane.doe@example.com | +1 415 555 0100 | San Francisco, CA'),
    h('SUMMARY'),
    p('Backend engineer with eight years of experience building payment systems and developer tools.'),
    p('I enjoy mentoring engineers and turning messy problems into simple services.'),
    h('EXPERIENCE'),
    p('Senior Software Engineer — Acme Payments Inc.', { bold: true }),
    p('Jan 2020 – Present | San Francisco, CA'),
    p('• Led the migration of the ledger to an event-sourced design serving 2M requests a day.', {
      indent: 8,
    }),
    p('• Mentored six engineers.', { indent: 8 }),
    p('Software Engineer — Globex Corporation', { bold: true, space: 6 }),
    p('Jun 2016 – Dec 2019 | Austin, TX'),
    p('• Built the internal deployment tool used by 40 teams.', { indent: 8 }),
    h('EDUCATION'),
    p('B.Sc. Computer Science — University of Texas at Austin', { bold: true }),
    p('2012 – 2016'),
    h('SKILLS'),
    p('Go, PostgreSQL, Kafka, Kubernetes, TypeScript, System Design, Mentoring, Terraform'),
    h('LANGUAGES'),
    p('English (Native), Spanish (Professional)'),
    h('INTERESTS'),
    p('Fintech, Open Source, Developer Experience'),
  ],
};

/** Education before experience, title-case headings with colons, company with right-aligned years, title below, bullets -. */
export const educationFirst: DrawnResume = {
  main: [
    name('Arjun Sharma'),
    p('arjun.sharma@example.org  ·  Kathmandu, Nepal'),
    h('Education:'),
    p('Tribhuvan University', { bold: true, right: '2014-2018' }),
    p('Bachelor of Engineering in Computer Engineering'),
    h('Work Experience:'),
    p('Leapfrog Technology', { bold: true, right: '2020-2023' }),
    p('Data Engineer'),
    p('- Designed batch pipelines on Airflow and Spark.', { indent: 6 }),
    p('- Cut the nightly load time from 5 hours to 40 minutes.', { indent: 6 }),
    p('F1Soft International', { bold: true, right: '2018-2020', space: 6 }),
    p('Junior Developer'),
    p('- Maintained the mobile banking API.', { indent: 6 }),
    h('Skills:'),
    p('Python • SQL • Airflow • Spark • Data Modeling'),
    h('Languages:'),
    p('Nepali - Native'),
    p('English - Fluent'),
  ],
};

/** Dates first as "03/2019 - 12/2021", then "Title, Company"; bullets *; languages inside the skills. */
export const datesFirst: DrawnResume = {
  main: [
    name('Maria Garcia'),
    p('Data Analyst'),
    p('maria.garcia@example.com | Madrid, Spain'),
    h('Professional Summary'),
    p('Analyst who turns raw data into decisions for retail and logistics teams.'),
    h('Professional Experience'),
    p('03/2022 - Present', { bold: true }),
    p('Senior Data Analyst, Inditex'),
    p('* Built the weekly demand dashboard for 300 stores.', { indent: 6 }),
    p('03/2019 - 12/2021', { bold: true, space: 6 }),
    p('Data Analyst, DHL Supply Chain'),
    p('* Modelled delivery times across 12 warehouses.', { indent: 6 }),
    h('Education'),
    p('09/2014 - 06/2018', { bold: true }),
    p('Master in Statistics, Universidad Complutense de Madrid'),
    h('Core Competencies'),
    p('SQL; Power BI; Python; Forecasting; Stakeholder Management'),
    p('Languages: Spanish (native), English, French'),
  ],
};

/** LinkedIn's "Save to PDF": a side column (Contact, Top Skills, Languages), the name block, Summary, then company / title / dates. */
export const linkedinExport: DrawnResume = {
  pageFooter: true,
  sidebar: [
    p('Contact', { size: 13, bold: true }),
    p('mei.lin@example.com'),
    p('www.linkedin.com/in/mei-lin-demo (LinkedIn)'),
    p('Top Skills', { size: 13, bold: true, space: 10 }),
    p('Product Management'),
    p('User Research'),
    p('Roadmapping'),
    p('Languages', { size: 13, bold: true, space: 10 }),
    p('Mandarin (Native or Bilingual)'),
    p('English (Full Professional)'),
    p('Certifications', { size: 13, bold: true, space: 10 }),
    p('Certified Scrum Product Owner'),
  ],
  main: [
    { text: 'Mei Lin', size: 26 },
    p('Product Manager at Northwind | AI products for education', { size: 12 }),
    p('Singapore', { size: 10 }),
    p('Summary', { size: 15, space: 14 }),
    p(
      'I build AI products that help teachers spend more time with students. Before product, I was a teacher for four years.',
    ),
    p('Experience', { size: 15, space: 14 }),
    p('Northwind Learning', { size: 12 }),
    p('Product Manager', { size: 11 }),
    p('January 2021 - Present (3 years 11 months)'),
    p('Singapore'),
    p('Own the tutoring assistant used by 80 schools. Shipped grading suggestions and parent reports.'),
    p('Contoso Education', { size: 12, space: 8 }),
    p('Associate Product Manager', { size: 11 }),
    p('July 2018 - December 2020 (2 years 6 months)'),
    p('Kuala Lumpur, Malaysia'),
    p('Ran discovery interviews with 150 teachers and launched the lesson planner.'),
    p('Education', { size: 15, space: 14 }),
    p('National University of Singapore', { size: 12 }),
    p('Master of Science - MS, Human-Computer Interaction · (2016 - 2018)'),
    p('Nanyang Technological University', { size: 12, space: 6 }),
    p('Bachelor of Arts - BA, Education · (2010 - 2014)'),
  ],
};

/** "Title at Company" with "Sept 2017 to Dec 2019", decorated headings, numbered bullets, a career story section. */
export const titleAtCompany: DrawnResume = {
  main: [
    name('Tom Becker'),
    p('Product Manager'),
    p('Berlin, Germany · tom.becker@example.de'),
    h('— About Me —'),
    p('Product manager focused on B2B software for small businesses.'),
    h('— Experience —'),
    p('Product Manager at Initech', { bold: true }),
    p('Jan. 2020 to present'),
    p('1. Launched self-serve onboarding, raising activation by 18%.', { indent: 6 }),
    p('Business Analyst at Umbrella Corp', { bold: true, space: 6 }),
    p('Sept 2017 to Dec 2019'),
    p('1. Wrote the requirements for the invoicing module.', { indent: 6 }),
    h('— Education —'),
    p('MBA, WHU Otto Beisheim School of Management', { bold: true }),
    p('Oct 2015 – Jul 2017'),
    h('— Career Story —'),
    p('I started in finance, moved to analysis and found my place in product.'),
    p('Today I help small companies get paid on time.'),
    h('— Areas of Interest —'),
    p('SaaS | Pricing | Small Business'),
    h('— Skills —'),
    p('Product Discovery | SQL | Pricing Strategy | Jira'),
  ],
};

/** Title-case headings, "YYYY-MM" dates on the title line, skills as a bullet list, contact with country. */
export const isoMonths: DrawnResume = {
  main: [
    name('Amina Yusuf'),
    p('Public Health Researcher'),
    p('amina.yusuf@example.org | +234 801 234 5678 | Lagos, Nigeria'),
    h('Profile'),
    p('Epidemiologist working on maternal health programmes in West Africa.'),
    h('Employment History'),
    p('Research Fellow | World Health Organization | 2021-06 – present', { bold: true }),
    p('• Coordinates a 5-country study on antenatal care.', { indent: 8 }),
    p('Research Assistant | University of Lagos | 2018-09 – 2021-05', { bold: true, space: 6 }),
    p('• Analysed survey data from 4,000 households.', { indent: 8 }),
    h('Education'),
    p('MPH, Epidemiology | London School of Hygiene and Tropical Medicine | 2016-09 – 2017-09', {
      bold: true,
    }),
    h('Key Skills'),
    p('• Epidemiology', { indent: 8 }),
    p('• Stata', { indent: 8 }),
    p('• R', { indent: 8 }),
    p('• Survey Design', { indent: 8 }),
    h('Languages'),
    p('Hausa, English'),
  ],
};

/** The bare minimum: no summary, no languages, a graduation year only. */
export const minimal: DrawnResume = {
  main: [
    name('Sam Lee'),
    p('sam.lee@example.com'),
    h('EXPERIENCE'),
    p('Barista, Blue Bottle Coffee', { bold: true }),
    p('2021 - 2023'),
    p('• Trained new staff.', { indent: 8 }),
    h('EDUCATION'),
    p('Oakland High School, High School Diploma', { bold: true }),
    p('2021'),
  ],
};

/** Accented names and a German CV layout with right-aligned month ranges. */
export const accented: DrawnResume = {
  main: [
    name('Zoë Müller'),
    p('Wirtschaftsingenieurin'),
    p('München, Germany · zoe.mueller@example.de'),
    h('BERUFSERFAHRUNG'),
    h('Work Experience'),
    p('Projektleiterin — Siemens AG', { bold: true, right: 'Apr 2019 – Present' }),
    p('• Leitung von Digitalisierungsprojekten in der Fertigung.', { indent: 8 }),
    p('Werkstudentin — BMW Group', { bold: true, right: 'Oct 2016 – Mar 2019', space: 6 }),
    p('• Analyse von Lieferketten.', { indent: 8 }),
    h('Education'),
    p('M.Sc. Wirtschaftsingenieurwesen — Technische Universität München', {
      bold: true,
      right: '2014 – 2016',
    }),
    h('Skills'),
    p('Projektmanagement, SAP, Lean Management, Excel'),
    h('Languages'),
    p('German (native), English (C1), French (B1)'),
  ],
};

/** A long career over three pages: twelve jobs with several bullets each. */
export function threePageResume(): DrawnResume {
  const main: DrawnLine[] = [
    name('Priya Natarajan'),
    p('Engineering Director'),
    p('priya.n@example.com | Bengaluru, India'),
    h('SUMMARY'),
    p(
      'Engineering leader with twenty years in telecom, banking and healthcare software. I build teams that ship reliable systems and grow people into leaders.',
    ),
    h('EXPERIENCE'),
  ];
  for (let i = 0; i < 12; i++) {
    const startYear = 2023 - (i + 1) * 2;
    main.push(
      p(
        `${i === 0 ? 'Engineering Director' : `Engineering Manager ${12 - i}`} — Company ${i + 1} Technologies`,
        { bold: true, space: 6 },
      ),
    );
    main.push(
      p(
        i === 0
          ? `Mar ${startYear} – Present | Bengaluru, India`
          : `Mar ${startYear} – Feb ${startYear + 2} | Bengaluru, India`,
      ),
    );
    for (let b = 0; b < 4; b++) {
      main.push(
        p(
          `• Delivered programme ${b + 1} of the platform roadmap with a team of ${5 + b} engineers, improving reliability and cutting costs across regions.`,
          {
            indent: 8,
          },
        ),
      );
    }
  }
  main.push(
    h('EDUCATION'),
    p('M.Tech. Computer Science — Indian Institute of Science', { bold: true }),
    p('1999 – 2001'),
  );
  main.push(
    h('SKILLS'),
    p(
      'Engineering Management, Distributed Systems, Java, Hiring, Budgeting, Cloud Architecture, Coaching, Kotlin',
    ),
  );
  main.push(h('LANGUAGES'), p('Tamil (native), English, Hindi'));
  return { main, pageFooter: true };
}

/** LinkedIn's export of a longer career: the experience runs onto page 2, where there is no side column. */
export function linkedinTwoPages(): DrawnResume {
  const education = linkedinExport.main.findIndex((l) => l.text === 'Education');
  const older: DrawnLine[] = [];
  for (let i = 0; i < 6; i++) {
    const year = 2017 - i * 2;
    older.push(
      p(`School District ${i + 1}`, { size: 12, space: 8 }),
      p('Mathematics Teacher', { size: 11 }),
      p(`August ${year - 1} - June ${year} (10 months)`),
      p('Penang, Malaysia'),
      p(
        'Taught algebra and statistics to classes of forty students, wrote the district exam bank and coached the maths olympiad team to the national finals.',
      ),
    );
  }
  return {
    ...linkedinExport,
    main: [...linkedinExport.main.slice(0, education), ...older, ...linkedinExport.main.slice(education)],
  };
}

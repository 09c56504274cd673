/** Demo data of the directories (issue 23): certified leaders, influencers, influential organizations. */

export interface DemoLeader {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  country: string;
  bio: string;
  level: 1 | 2 | 3;
  /** General topics of the demo library (seed-contents.data.ts AREAS): they give the topic areas. */
  topics: string[];
  professionalField: number;
  jobFunction: number;
  /** Circles they lead in the demo organization (created once, by slug). */
  circles: Array<{ name: string; slug: string; description: string; weeks: number }>;
}

export const DEMO_LEADERS: DemoLeader[] = [
  {
    email: 'sofia.alvarez@demo.careerhub.example',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    title: 'Career Transition Coach',
    country: 'ES',
    bio: 'Sofia spent ten years in hospitality before moving into product management, and now helps mid-career professionals plan a change of field. Her circles mix short weekly exercises with honest conversations about money, time and confidence, and every member leaves with a written 90-day plan.',
    level: 2,
    topics: ['Networking', 'Interviewing', 'Mentoring'],
    professionalField: 3,
    jobFunction: 2,
    circles: [
      {
        name: 'Career Switchers Circle',
        slug: 'career-switchers-circle',
        description:
          'Six weeks for professionals moving into a new field: map your skills, tell your story and land first interviews.',
        weeks: 6,
      },
    ],
  },
  {
    email: 'kwame.boateng@demo.careerhub.example',
    firstName: 'Kwame',
    lastName: 'Boateng',
    title: 'Analytics Lead',
    country: 'GH',
    bio: 'Kwame leads an analytics team at a fintech in Accra and teaches SQL to people who have never written a query. He believes the fastest way to learn data work is to answer real questions from day one.',
    level: 1,
    topics: ['SQL', 'Data visualisation', 'Statistics'],
    professionalField: 2,
    jobFunction: 3,
    circles: [
      {
        name: 'SQL from Zero Circle',
        slug: 'sql-from-zero-circle',
        description: 'Four weeks of hands-on SQL with real datasets, for complete beginners.',
        weeks: 4,
      },
    ],
  },
  {
    email: 'hana.suzuki@demo.careerhub.example',
    firstName: 'Hana',
    lastName: 'Suzuki',
    title: 'Applied AI Researcher',
    country: 'JP',
    bio: 'Hana builds language-model tools for hospitals and speaks about using AI responsibly at work. She has led more than twenty learning circles on prompt design, evaluation and AI ethics for teams in Asia and Europe, and mentors early-career researchers who want to move from papers to products. In her circles every session ends with something you can use at work the next morning.',
    level: 3,
    topics: ['Prompt engineering', 'AI ethics', 'Machine learning basics'],
    professionalField: 2,
    jobFunction: 11,
    circles: [
      {
        name: 'Prompt Craft Circle',
        slug: 'prompt-craft-circle',
        description: 'Eight weeks on writing, testing and improving prompts for everyday work.',
        weeks: 8,
      },
      {
        name: 'Responsible AI at Work Circle',
        slug: 'responsible-ai-at-work-circle',
        description: 'Six weeks on bias, privacy and human oversight when teams adopt AI tools.',
        weeks: 6,
      },
    ],
  },
];

/** Daniel Mensah, the demo certified account: his level and bio. */
export const DEMO_CERTIFIED_DETAILS = {
  email: 'certified@demo.careerhub.example',
  level: 3 as const,
  bio: 'Daniel coaches first-generation graduates through their first job search and leads the AI for Educators Circle. He is a certified career coach with twelve years of experience in West Africa.',
  topics: ['Curriculum design', 'Classroom technology', 'Facilitation'],
};

export interface DemoInfluencer {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  country: string;
  bio: string;
}

export const DEMO_INFLUENCERS: DemoInfluencer[] = [
  {
    email: 'marcus.chen@demo.careerhub.example',
    firstName: 'Marcus',
    lastName: 'Chen',
    title: 'Founder, Build in Public Weekly',
    country: 'SG',
    bio: 'Writes a weekly newsletter on building AI products read by 80,000 founders and engineers.',
  },
  {
    email: 'aisha.bello@demo.careerhub.example',
    firstName: 'Aisha',
    lastName: 'Bello',
    title: 'Chief People Officer',
    country: 'NG',
    bio: 'Has hired more than two thousand people across Africa and shares what recruiters really look for.',
  },
  {
    email: 'rafael.costa@demo.careerhub.example',
    firstName: 'Rafael',
    lastName: 'Costa',
    title: 'AI Policy Advisor',
    country: 'BR',
    bio: 'Advises governments on AI and work, and explains new rules in plain language.',
  },
  {
    email: 'ingrid.larsen@demo.careerhub.example',
    firstName: 'Ingrid',
    lastName: 'Larsen',
    title: 'Professor of Learning Sciences',
    country: 'NO',
    bio: 'Researches how adults learn new skills mid-career; author of "Learning at Forty".',
  },
];

export const DEMO_INFLUENTIAL_ORGS = [
  {
    name: 'Open Learning Alliance',
    nameSlug: 'open-learning-alliance',
    country: 'US',
    description: 'A coalition of universities and employers publishing free AI courses for working adults.',
    impact: 'Free AI courses completed by 1.2 million learners in 140 countries.',
  },
  {
    name: 'AI for Good Foundation',
    nameSlug: 'ai-for-good-foundation',
    country: 'CH',
    description: 'Funds and mentors projects that use AI for health, climate and education.',
    impact: 'More than 300 projects funded across 60 countries.',
  },
  {
    name: 'Future of Work Institute',
    nameSlug: 'future-of-work-institute',
    country: 'GB',
    description: 'Independent research on how AI changes jobs, skills and hiring.',
    impact: 'Its annual skills report is used by 40 national employment agencies.',
  },
];

import type { RiasecScale } from './riasec.items.js';

/**
 * A small occupation table in the style of O*NET: each occupation's SOC code and its three-letter
 * interest code (approximate to O*NET's interest profiles, rounded to the top three scales). Career
 * paths on a report are built from it by code; it is data, not advice written per user.
 */
export interface Occupation {
  onet: string;
  title: string;
  code: string;
}

export const OCCUPATIONS: Occupation[] = [
  { onet: '47-2111.00', title: 'Electricians', code: 'RIC' },
  { onet: '49-3023.00', title: 'Automotive Service Technicians and Mechanics', code: 'RIC' },
  { onet: '47-2031.00', title: 'Carpenters', code: 'RCI' },
  { onet: '17-2051.00', title: 'Civil Engineers', code: 'RIC' },
  { onet: '45-4011.00', title: 'Forest and Conservation Workers', code: 'RIC' },
  { onet: '15-1252.00', title: 'Software Developers', code: 'ICR' },
  { onet: '15-2051.00', title: 'Data Scientists', code: 'ICR' },
  { onet: '19-1042.00', title: 'Medical Scientists', code: 'IRA' },
  { onet: '19-2041.00', title: 'Environmental Scientists and Specialists', code: 'IRC' },
  { onet: '15-1212.00', title: 'Information Security Analysts', code: 'ICR' },
  { onet: '13-1161.00', title: 'Market Research Analysts and Marketing Specialists', code: 'ICE' },
  { onet: '27-1024.00', title: 'Graphic Designers', code: 'AER' },
  { onet: '27-3043.00', title: 'Writers and Authors', code: 'AEI' },
  { onet: '27-1014.00', title: 'Special Effects Artists and Animators', code: 'AIR' },
  { onet: '15-1255.00', title: 'Web and Digital Interface Designers', code: 'AIC' },
  { onet: '27-1025.00', title: 'Interior Designers', code: 'AER' },
  { onet: '27-2012.00', title: 'Producers and Directors', code: 'EAS' },
  { onet: '29-1141.00', title: 'Registered Nurses', code: 'SIC' },
  { onet: '25-2021.00', title: 'Elementary School Teachers', code: 'SAC' },
  { onet: '21-1012.00', title: 'Educational, Guidance, and Career Counselors and Advisors', code: 'SAE' },
  { onet: '29-1123.00', title: 'Physical Therapists', code: 'SIR' },
  { onet: '19-3033.00', title: 'Clinical and Counseling Psychologists', code: 'SIA' },
  { onet: '25-9031.00', title: 'Instructional Coordinators', code: 'SAI' },
  { onet: '21-1021.00', title: 'Child, Family, and School Social Workers', code: 'SEC' },
  { onet: '11-1021.00', title: 'General and Operations Managers', code: 'ECS' },
  { onet: '11-2021.00', title: 'Marketing Managers', code: 'EAC' },
  { onet: '41-9022.00', title: 'Real Estate Sales Agents', code: 'ECS' },
  { onet: '11-9051.00', title: 'Food Service Managers', code: 'ECR' },
  { onet: '13-1071.00', title: 'Human Resources Specialists', code: 'ESC' },
  { onet: '11-9111.00', title: 'Medical and Health Services Managers', code: 'ECS' },
  { onet: '13-2011.00', title: 'Accountants and Auditors', code: 'CEI' },
  { onet: '43-3031.00', title: 'Bookkeeping, Accounting, and Auditing Clerks', code: 'CER' },
  { onet: '13-2051.00', title: 'Financial and Investment Analysts', code: 'CIE' },
  { onet: '43-6014.00', title: 'Secretaries and Administrative Assistants', code: 'CES' },
  { onet: '43-4051.00', title: 'Customer Service Representatives', code: 'CES' },
  { onet: '15-1242.00', title: 'Database Administrators', code: 'CIR' },
];

/** What each family of work is about, for career path titles and for finding community matches. */
export const FAMILIES: Record<RiasecScale, { path: string; about: string; keywords: string[] }> = {
  R: {
    path: 'Hands-on and technical work',
    about: 'building, fixing and operating things you can see and touch',
    keywords: [
      'engineering',
      'hardware',
      'construction',
      'technician',
      'robotics',
      'manufacturing',
      'maintenance',
      'outdoors',
    ],
  },
  I: {
    path: 'Research, science and analysis',
    about: 'investigating problems, studying how things work and reasoning from evidence',
    keywords: [
      'research',
      'science',
      'data',
      'analysis',
      'analytics',
      'machine learning',
      'statistics',
      'health',
    ],
  },
  A: {
    path: 'Creative and design work',
    about: 'creating, designing and expressing ideas in words, images, sound or performance',
    keywords: ['design', 'writing', 'creative', 'content', 'media', 'art', 'video', 'storytelling'],
  },
  S: {
    path: 'Helping, teaching and care',
    about: 'teaching, guiding, caring for and working with people',
    keywords: [
      'mentoring',
      'teaching',
      'education',
      'coaching',
      'community',
      'volunteer',
      'health',
      'counseling',
    ],
  },
  E: {
    path: 'Leading, selling and starting things',
    about: 'leading people, persuading, selling and starting new ventures',
    keywords: [
      'leadership',
      'management',
      'business',
      'sales',
      'marketing',
      'startup',
      'entrepreneurship',
      'product',
    ],
  },
  C: {
    path: 'Organizing, data and operations',
    about: 'organizing information, keeping records and making processes run smoothly',
    keywords: [
      'operations',
      'finance',
      'accounting',
      'data',
      'administration',
      'project management',
      'spreadsheet',
      'compliance',
    ],
  },
};

/**
 * Occupations that fit a Holland code: each shared letter weighs by its place in both codes
 * ((3 − place in the occupation's code) × (3 − place in the person's code)); the best `limit`,
 * heaviest first, ties kept in table order.
 */
export function occupationsFor(
  code: string,
  limit = 6,
): Array<Occupation & { weight: number; shared: string[] }> {
  const mine = code.split('');
  return OCCUPATIONS.map((o) => {
    let weight = 0;
    const shared: string[] = [];
    o.code.split('').forEach((letter, p) => {
      const q = mine.indexOf(letter);
      if (q >= 0) {
        weight += (3 - p) * (3 - q);
        shared.push(letter);
      }
    });
    return { ...o, weight, shared };
  })
    .filter((o) => o.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, limit);
}

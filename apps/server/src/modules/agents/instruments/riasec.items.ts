/**
 * The IPIP RIASEC markers: the brief activity-based RIASEC marker scales of Armstrong, Allison &
 * Rounds (2008), "Development and initial validation of brief public domain RIASEC marker scales",
 * Journal of Vocational Behavior 73, 287–299, distributed through the International Personality
 * Item Pool (ipip.ori.org). Eight activities per scale, answered on a five-point like/dislike scale.
 */
export const RIASEC_CREDIT =
  'Items: the IPIP RIASEC markers (Armstrong, Allison & Rounds, 2008, Journal of Vocational Behavior 73, 287–299), from the International Personality Item Pool (ipip.ori.org). Occupation groups after O*NET Interest Profiler codes (O*NET, U.S. Department of Labor, CC BY 4.0).';

export const RIASEC_SCALES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecScale = (typeof RIASEC_SCALES)[number];

export const RIASEC_NAMES: Record<RiasecScale, string> = {
  R: 'Realistic',
  I: 'Investigative',
  A: 'Artistic',
  S: 'Social',
  E: 'Enterprising',
  C: 'Conventional',
};

/** The answer scale: position 1 … 5 is the score of the item. */
export const LIKERT_OPTIONS = ['Strongly dislike', 'Dislike', 'Unsure', 'Like', 'Strongly like'];

const ITEMS: Record<RiasecScale, string[]> = {
  R: [
    'Test the quality of parts before shipment',
    'Lay brick or tile',
    'Work on an offshore oil-drilling rig',
    'Assemble electronic parts',
    'Operate a grinding machine in a factory',
    'Fix a broken faucet',
    'Assemble products in a factory',
    'Install flooring in houses',
  ],
  I: [
    'Study the structure of the human body',
    'Study animal behavior',
    'Do research on plants or animals',
    'Develop a new medical treatment or procedure',
    'Conduct biological research',
    'Study whales and other types of marine life',
    'Work in a biology lab',
    'Make a map of the bottom of an ocean',
  ],
  A: [
    'Conduct a musical choir',
    'Direct a play',
    'Design artwork for magazines',
    'Write a song',
    'Write books or plays',
    'Play a musical instrument',
    'Perform stunts for a movie or television show',
    'Design sets for plays',
  ],
  S: [
    'Give career guidance to people',
    'Do volunteer work at a non-profit organization',
    'Help people who have problems with drugs or alcohol',
    'Teach an individual an exercise routine',
    'Help people with family-related problems',
    'Supervise the activities of children at a camp',
    'Teach children how to read',
    'Help elderly people with their daily activities',
  ],
  E: [
    'Sell restaurant franchises to individuals',
    'Sell merchandise at a department store',
    'Manage the operations of a hotel',
    'Operate a beauty salon or barber shop',
    'Manage a department within a large company',
    'Manage a clothing store',
    'Sell houses',
    'Run a toy store',
  ],
  C: [
    'Generate the monthly payroll checks for an office',
    'Inventory supplies using a hand-held computer',
    'Use a computer program to generate customer bills',
    'Maintain employee records',
    'Compute and record statistical and other numerical data',
    'Operate a calculator',
    "Handle customers' bank transactions",
    'Keep shipping and receiving records',
  ],
};

export interface RiasecItem {
  /** r1 … c8: the scale's letter and the item's number in it. */
  id: string;
  scale: RiasecScale;
  text: string;
}

/** The 48 items, interleaved R I A S E C so that a page mixes every scale. */
export const RIASEC_ITEMS: RiasecItem[] = Array.from({ length: 8 }, (_, i) =>
  RIASEC_SCALES.map((scale) => ({ id: `${scale.toLowerCase()}${i + 1}`, scale, text: ITEMS[scale][i]! })),
).flat();

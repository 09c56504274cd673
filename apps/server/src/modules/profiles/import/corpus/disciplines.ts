/** Careers the corpus draws from: titles, an internship, explicit skills and degrees per field. */
export interface Discipline {
  titles: string[];
  internTitle: string;
  skills: string[];
  degrees: string[];
  field: string;
}

export const DISCIPLINES: Discipline[] = [
  {
    titles: [
      'Software Engineer',
      'Senior Software Engineer',
      'Backend Developer',
      'Engineering Manager',
      'Site Reliability Engineer',
    ],
    internTitle: 'Software Engineering Intern',
    skills: [
      'Python',
      'Go',
      'PostgreSQL',
      'Docker',
      'Kubernetes',
      'TypeScript',
      'AWS',
      'gRPC',
      'Terraform',
      'React',
    ],
    degrees: [
      'B.Tech. Computer Science',
      'Bachelor of Science in Computer Science',
      'M.Sc. Software Engineering',
    ],
    field: 'distributed systems',
  },
  {
    titles: [
      'Data Analyst',
      'Data Scientist',
      'Senior Data Engineer',
      'Machine Learning Engineer',
      'Analytics Lead',
    ],
    internTitle: 'Data Science Intern',
    skills: [
      'SQL',
      'Python',
      'Pandas',
      'Power BI',
      'Tableau',
      'Spark',
      'Airflow',
      'Statistics',
      'dbt',
      'scikit-learn',
    ],
    degrees: ['Master of Science in Data Science', 'B.Sc. Statistics', 'MSc Applied Mathematics'],
    field: 'data platforms',
  },
  {
    titles: ['Product Manager', 'Associate Product Manager', 'Product Owner', 'Group Product Manager'],
    internTitle: 'Product Management Intern',
    skills: [
      'Product Discovery',
      'Roadmapping',
      'User Research',
      'Jira',
      'A/B Testing',
      'SQL',
      'Figma',
      'OKRs',
    ],
    degrees: ['MBA', 'Bachelor of Business Administration', 'B.A. Economics'],
    field: 'consumer products',
  },
  {
    titles: ['UX Designer', 'Product Designer', 'Senior UX Researcher', 'Design Lead'],
    internTitle: 'UX Design Intern',
    skills: [
      'Figma',
      'Prototyping',
      'Usability Testing',
      'Design Systems',
      'Accessibility',
      'Sketch',
      'Illustrator',
    ],
    degrees: ['Bachelor of Design', 'M.A. Interaction Design', 'BA (Hons) Graphic Design'],
    field: 'mobile banking',
  },
  {
    titles: ['Financial Analyst', 'Accountant', 'Credit Risk Officer', 'Finance Manager', 'Auditor'],
    internTitle: 'Finance Intern',
    skills: [
      'Financial Modelling',
      'Excel',
      'IFRS',
      'SAP',
      'Budgeting',
      'Risk Analysis',
      'QuickBooks',
      'VBA',
    ],
    degrees: ['Bachelor of Commerce', 'MBA Finance', 'B.Sc. Accounting and Finance'],
    field: 'corporate finance',
  },
  {
    titles: [
      'Marketing Coordinator',
      'Growth Marketer',
      'Content Strategist',
      'Brand Manager',
      'Digital Marketing Specialist',
    ],
    internTitle: 'Marketing Intern',
    skills: [
      'SEO',
      'Google Analytics',
      'Copywriting',
      'HubSpot',
      'Social Media',
      'Email Marketing',
      'Canva',
      'Campaign Planning',
    ],
    degrees: ['BA Marketing', 'Bachelor of Arts in Communication', 'MSc Digital Marketing'],
    field: 'digital marketing',
  },
  {
    titles: [
      'Public Health Officer',
      'Clinical Research Coordinator',
      'Registered Nurse',
      'Epidemiologist',
      'Health Programme Manager',
    ],
    internTitle: 'Public Health Intern',
    skills: [
      'Epidemiology',
      'Stata',
      'R',
      'Survey Design',
      'REDCap',
      'Data Collection',
      'GIS',
      'Grant Writing',
    ],
    degrees: ['Master of Public Health', 'B.Sc. Nursing', 'MSc Epidemiology'],
    field: 'maternal health',
  },
];

export const ACADEMIC_TITLES = [
  'Assistant Professor',
  'Associate Professor',
  'Lecturer',
  'Senior Lecturer',
  'Postdoctoral Research Fellow',
  'Research Associate',
];
export const ACADEMIC_FIELDS = [
  'Economics',
  'Public Health',
  'Computer Science',
  'Sociology',
  'Environmental Science',
  'Linguistics',
];

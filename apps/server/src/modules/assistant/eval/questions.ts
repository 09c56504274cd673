/**
 * The assistant's retrieval evaluation set (issue 21, `npm run bench -- assistant-quality`):
 * questions written as members ask them — paraphrased, misspelt, short — over the demo data, each
 * with the titles (or names) of the items that answer it. Every fourth question (index % 4 === 3)
 * is held out: ranking is never tuned against it.
 */
export interface EvalQuestion {
  question: string;
  answers: string[];
}

const PROMPTS_GUIDE = 'A practical guide to writing prompts that work';
const ML = 'Machine learning in plain language';
const RESPONSIBLE = 'Checklist: using AI responsibly at work';
const RESEARCH_PROMPTS = 'Ten prompts for faster research';
const EVAL_TOOL = 'Evaluating an AI tool before you adopt it';
const STAR = 'Answering behavioural interview questions with STAR';
const NETWORKING = 'Networking for people who dislike networking';
const SALARY = 'Salary negotiation: a step-by-step playbook';
const CASE = 'Preparing for a case interview';
const LINKEDIN = 'Building a LinkedIn profile recruiters find';
const OFFER = 'Understanding a job offer letter';
const MENTOR = 'How to be a great mentor in one hour a month';
const FACILITATE = 'Facilitating a learning circle: session plans';
const LEAD = 'Your first ninety days as a team lead';
const FEEDBACK = 'Giving feedback that people can use';
const SQL = 'SQL for analysts: the twenty queries you will use most';
const CHART = 'Choosing the right chart';
const STATS = 'Statistics you need to read a research paper';
const CLEAN = 'Cleaning messy spreadsheets';
const COURSE = 'Designing a course outline in one afternoon';
const CLASSROOM = 'Bringing AI into the classroom safely';
const ACTIVE = 'Active learning techniques for online sessions';
const CUSTOMER = 'Customer interviews that reveal real problems';
const PITCH = 'Preparing a pitch deck for early investors';
const P_NOTES = 'Prompt: turn meeting notes into action items';
const P_EMAIL = 'Prompt: rewrite an email for a senior audience';
const P_INTERVIEW = 'Prompt: practise an interview with feedback';
const P_NETWORK = 'Prompt: draft a networking message';
const P_CIRCLE = 'Prompt: plan a circle session';
const P_CHART = 'Prompt: explain a chart to a non-expert';
const P_QUIZ = 'Prompt: create a quiz from a reading';
const P_ASSUME = 'Prompt: find assumptions in a business idea';
const T_TEAM = 'Research the team, not only the company';
const T_FOLLOW = 'Follow up within 48 hours';
const T_NOTEBOOK = 'Keep a prompt notebook';
const T_INTRO = 'Ask your mentor for one introduction';
const T_PORTFOLIO = 'Show your work in a portfolio';
const T_PILOT = 'Pilot with one class first';
const EDU_CIRCLE = 'AI for Educators Circle';
const DATA_CIRCLE = 'Women in Data Circle';
const FAIR = 'Careers in AI Fair 2027';
const KU = 'Kathmandu University';
const J_DATA = 'Junior Data Analyst';
const J_CURRICULUM = 'AI Curriculum Designer (Contract)';
const J_UX = 'UX Research Intern';

const q = (question: string, ...answers: string[]): EvalQuestion => ({ question, answers });

export const EVAL_QUESTIONS: EvalQuestion[] = [
  q('how do I write better prompts', PROMPTS_GUIDE, T_NOTEBOOK),
  q('prompt writing tips', PROMPTS_GUIDE, T_NOTEBOOK),
  q('what is machine learning', ML),
  q('explain ML simply', ML),
  q('is it safe to paste company data into chatgpt', RESPONSIBLE),
  q('responsible AI checklist', RESPONSIBLE),
  q('prompts for research', RESEARCH_PROMPTS),
  q('how can AI speed up my research', RESEARCH_PROMPTS),
  q('how should my team try a new AI tool', EVAL_TOOL),
  q('evaluate ai tools', EVAL_TOOL),
  q('how to answer behavioral interview questions', STAR),
  q('STAR method', STAR),
  q('i hate networking, any advice?', NETWORKING, P_NETWORK),
  q('networking tips for introverts', NETWORKING),
  q('how do I negotiate my salary', SALARY),
  q('negotiating pay for a new job', SALARY),
  q('salery negotation', SALARY),
  q('case interview prep', CASE),
  q('how do consulting interviews work', CASE),
  q('improve my linkedin profile', LINKEDIN),
  q('how do recruiters find people on linkedin', LINKEDIN),
  q('what should I check in a job offer', OFFER),
  q('offer letter equity and bonus explained', OFFER),
  q('how to be a good mentor', MENTOR, T_INTRO),
  q('mentoring with little time', MENTOR),
  q('how to run a learning circle session', FACILITATE, P_CIRCLE),
  q('session plans for my circle', FACILITATE, P_CIRCLE),
  q('new manager first 90 days', LEAD),
  q('I just became a team lead, what now', LEAD),
  q('how to give feedback to a colleague', FEEDBACK),
  q('constructive feedback model', FEEDBACK),
  q('sql queries for data analysts', SQL),
  q('learn window functions and joins', SQL),
  q('which chart should I use', CHART),
  q('bar or line chart', CHART),
  q('how to read statistics in a paper', STATS),
  q('what is a p-value', STATS),
  q('clean up a messy excel sheet', CLEAN),
  q('remove duplicates in spreadsheet', CLEAN),
  q('how to design a course', COURSE),
  q('course outline template', COURSE),
  q('using AI with students in class', CLASSROOM, EDU_CIRCLE),
  q('AI in the classroom rules for teachers', CLASSROOM),
  q('keep online learners engaged', ACTIVE),
  q('active learning ideas for zoom classes', ACTIVE),
  q('how to interview customers about their problems', CUSTOMER),
  q('product discovery interviews', CUSTOMER),
  q('how to make a pitch deck', PITCH),
  q('fundraising slides for investors', PITCH),
  q('turn my meeting notes into action items', P_NOTES),
  q('prompt for meeting minutes', P_NOTES),
  q('make my email sound better for an executive', P_EMAIL),
  q('rewrite email for senior managers', P_EMAIL),
  q('practice job interview with AI', P_INTERVIEW, STAR),
  q('mock interview prompt', P_INTERVIEW),
  q('write a linkedin message to someone I do not know', P_NETWORK),
  q('cold outreach message prompt', P_NETWORK),
  q('plan a 60 minute circle session', P_CIRCLE),
  q('explain a graph to my boss who is not technical', P_CHART),
  q('explain chart to non expert', P_CHART),
  q('make a quiz from an article', P_QUIZ),
  q('multiple choice questions from a text', P_QUIZ),
  q('what are the risky assumptions in my startup idea', P_ASSUME),
  q('test my business idea cheaply', P_ASSUME),
  q('what to research before an interview', T_TEAM),
  q('prepare questions about the team before interviewing', T_TEAM),
  q('when should I follow up after meeting someone', T_FOLLOW),
  q('follow up after networking event', T_FOLLOW),
  q('save my best prompts', T_NOTEBOOK),
  q('prompt library of my own', T_NOTEBOOK),
  q('what to ask my mentor', T_INTRO),
  q('get introductions through mentor', T_INTRO),
  q('data analyst portfolio', T_PORTFOLIO),
  q('show hiring managers my work', T_PORTFOLIO),
  q('roll out new classroom technology', T_PILOT),
  q('try edtech with one class', T_PILOT),
  q('circle for teachers using AI', EDU_CIRCLE),
  q('educators circle', EDU_CIRCLE),
  q('women in data community', DATA_CIRCLE),
  q('group for female data analysts', DATA_CIRCLE),
  q('careers in AI fair', FAIR),
  q('AI career event', FAIR),
  q('kathmandu university', KU),
  q('katmandu univercity', KU),
  q('junior data analyst job', J_DATA),
  q('data analyst vacancy', J_DATA),
  q('curriculum designer contract job', J_CURRICULUM),
  q('AI curriculum jobs', J_CURRICULUM),
  q('UX research internship', J_UX),
  q('ux intern position', J_UX),
  q('interview tips', STAR, CASE, P_INTERVIEW, T_TEAM),
  q('resume and linkedin for recruiters', LINKEDIN),
  q('how to ask for a raise', SALARY),
  q('compensation negotiation', SALARY),
  q('machine lerning basics', ML),
  q('netwroking', NETWORKING),
  q('mentorship', MENTOR, T_INTRO),
  q('data visualisation', CHART, P_CHART),
  q('teaching with AI', CLASSROOM, EDU_CIRCLE, J_CURRICULUM),
  q('startup investors', PITCH),
  q('leadership for new managers', LEAD),
  q('spreadsheet cleaning routine', CLEAN),
  q('quiz generator prompt', P_QUIZ),
  q('behavioural questions examples', STAR),
];

export const isHeldOut = (index: number) => index % 4 === 3;

/** The demo library's data (seed-contents.ts writes it): topic areas, resources, prompts, career tips, posts. */

export const AREAS: Array<[name: string, topics: string[]]> = [
  ['AI Skills', ['Prompt engineering', 'Machine learning basics', 'AI ethics']],
  ['Career Development', ['Interviewing', 'Networking', 'Salary negotiation']],
  ['Leadership', ['Mentoring', 'Facilitation', 'Team management']],
  ['Data and Analytics', ['SQL', 'Data visualisation', 'Statistics']],
  ['Teaching and Learning', ['Curriculum design', 'Classroom technology']],
  ['Entrepreneurship', ['Product discovery', 'Fundraising']],
];

/** area: index in AREAS; topic: index in all AREAS topics in order. */
export type Item = [area: number, topic: number, title: string, text: string];
export const RESOURCES: Item[] = [
  [
    0,
    0,
    'A practical guide to writing prompts that work',
    'Good prompts state the role, the task, the context and the format of the answer. This guide walks through twelve before-and-after examples from real workplace tasks, from summarising meeting notes to drafting a project brief, and shows how small changes in wording change the result.',
  ],
  [
    0,
    1,
    'Machine learning in plain language',
    'What is a model, what does training mean, and why does data quality matter more than the algorithm? A jargon-free introduction for professionals who work alongside data teams and want to ask better questions.',
  ],
  [
    0,
    2,
    'Checklist: using AI responsibly at work',
    'Before you paste anything into an AI tool, check five things: confidentiality, personal data, accuracy, attribution and bias. This one-page checklist is used by several member organizations in their onboarding.',
  ],
  [
    0,
    0,
    'Ten prompts for faster research',
    'Use these prompts to scope a research question, list counter-arguments, compare sources and turn notes into a structured outline. Each prompt comes with a short explanation of when it helps and when it does not.',
  ],
  [
    0,
    1,
    'Evaluating an AI tool before you adopt it',
    'A short framework for trying a new AI tool with your team: define the task, collect twenty real examples, score the outputs, and estimate the time saved. Includes a scoring sheet you can copy.',
  ],
  [
    1,
    3,
    'Answering behavioural interview questions with STAR',
    'Situation, Task, Action, Result: the STAR method keeps answers concrete and short. This resource has eight worked answers for common questions such as a conflict with a colleague or a project that failed.',
  ],
  [
    1,
    4,
    'Networking for people who dislike networking',
    'Networking works best as a habit of small, generous actions: sharing an article, introducing two people, asking one good question. Practical scripts for messages, coffee chats and follow-ups.',
  ],
  [
    1,
    5,
    'Salary negotiation: a step-by-step playbook',
    'Research the range, anchor with evidence, and negotiate the whole package rather than the base salary alone. Includes email templates for counter offers and a worksheet to compare offers side by side.',
  ],
  [
    1,
    3,
    'Preparing for a case interview',
    'How consulting and product teams run case interviews, how to structure your thinking out loud, and how to practise with a partner. Four sample cases with model answers.',
  ],
  [
    1,
    4,
    'Building a LinkedIn profile recruiters find',
    'Headline, about section, skills and recommendations: what recruiters search for and how to write each part so your profile appears in their results.',
  ],
  [
    1,
    5,
    'Understanding a job offer letter',
    'Base pay, bonus, equity, benefits, notice period and non-compete clauses explained, with the questions to ask before you sign.',
  ],
  [
    2,
    6,
    'How to be a great mentor in one hour a month',
    'Mentoring does not need a big time commitment. A simple structure for monthly sessions, good questions to ask, and how to end a mentoring relationship well.',
  ],
  [
    2,
    7,
    'Facilitating a learning circle: session plans',
    'Six ready-to-use session plans for a learning circle, each with an opening question, an activity, a discussion and a reflection. Written by certified circle leaders.',
  ],
  [
    2,
    8,
    'Your first ninety days as a team lead',
    'Listen first, agree on priorities, and make one visible improvement. A week-by-week plan for new managers with templates for one-to-ones and team agreements.',
  ],
  [
    2,
    6,
    'Giving feedback that people can use',
    'Specific, timely and kind: a feedback model with examples of what to say and what to avoid, plus a short exercise to practise with a colleague.',
  ],
  [
    3,
    9,
    'SQL for analysts: the twenty queries you will use most',
    'Filtering, joining, grouping and window functions, each shown on a small sales dataset with the question it answers. Copy the queries and adapt them to your own tables.',
  ],
  [
    3,
    10,
    'Choosing the right chart',
    'Bar, line, scatter or table? A decision guide for everyday charts, with common mistakes such as truncated axes and too many colours.',
  ],
  [
    3,
    11,
    'Statistics you need to read a research paper',
    'Averages, spread, confidence intervals and p-values explained with everyday examples, so you can judge whether a finding is meaningful.',
  ],
  [
    3,
    9,
    'Cleaning messy spreadsheets',
    'Duplicates, inconsistent dates, merged cells and free-text categories: a repeatable routine to clean a spreadsheet before analysis.',
  ],
  [
    4,
    12,
    'Designing a course outline in one afternoon',
    'Start from what learners should be able to do, then choose activities and assessments. A template for a six-week course with examples.',
  ],
  [
    4,
    13,
    'Bringing AI into the classroom safely',
    'Classroom rules, example activities and a letter for parents: what teachers in the AI for Educators circle tried and what worked.',
  ],
  [
    4,
    12,
    'Active learning techniques for online sessions',
    'Polls, breakout rooms, think-pair-share and one-minute papers: ten techniques that keep online learners engaged, with timings.',
  ],
  [
    5,
    14,
    'Customer interviews that reveal real problems',
    'Ask about past behaviour, not opinions about the future. A guide to running problem interviews with a script and a note-taking template.',
  ],
  [
    5,
    15,
    'Preparing a pitch deck for early investors',
    'Problem, solution, market, traction, team and ask: what each slide must show, with examples of strong and weak slides.',
  ],
];
export const PROMPTS: Item[] = [
  [
    0,
    0,
    'Prompt: turn meeting notes into action items',
    'You are an assistant to a project manager. From the notes below, list every decision, every action item with its owner and due date, and every open question. Use a table. Notes: [paste notes]',
  ],
  [
    0,
    0,
    'Prompt: rewrite an email for a senior audience',
    'Rewrite the email below for a busy executive: lead with the decision you need, keep it under 120 words, and end with one clear question. Email: [paste email]',
  ],
  [
    1,
    3,
    'Prompt: practise an interview with feedback',
    'Act as an interviewer for a [role] position. Ask me one behavioural question at a time, wait for my answer, then give feedback on structure, specificity and length before the next question.',
  ],
  [
    1,
    4,
    'Prompt: draft a networking message',
    'Write a short LinkedIn message to [name], a [role] at [company]. Mention [shared interest], ask one specific question about their work, and keep it under 80 words.',
  ],
  [
    2,
    7,
    'Prompt: plan a circle session',
    'Plan a 60-minute learning circle session on [topic] for [audience]. Include an opening question, a 20-minute activity, discussion prompts and a two-minute reflection.',
  ],
  [
    3,
    10,
    'Prompt: explain a chart to a non-expert',
    'Explain what the chart below shows to someone with no background in data, in three sentences, then list one thing the chart does not tell us. Chart description: [paste]',
  ],
  [
    4,
    12,
    'Prompt: create a quiz from a reading',
    'From the text below, write five multiple-choice questions that test understanding rather than memory, with the correct answer and a one-line explanation for each. Text: [paste]',
  ],
  [
    5,
    14,
    'Prompt: find assumptions in a business idea',
    'List the ten riskiest assumptions in the business idea below, rank them by risk, and suggest the cheapest experiment to test each one. Idea: [paste]',
  ],
];
export const TIPS: Item[] = [
  [
    1,
    3,
    'Research the team, not only the company',
    'Before an interview, read what the team has shipped or published recently and prepare one question about it. It shows real interest and makes the conversation memorable.',
  ],
  [
    1,
    4,
    'Follow up within 48 hours',
    'After meeting someone new, send a short note within two days that mentions something specific you talked about. Most people never follow up, so you will stand out.',
  ],
  [
    0,
    0,
    'Keep a prompt notebook',
    'Save the prompts that worked well for you with a note on the task. In a month you will have a personal library that saves hours every week.',
  ],
  [
    2,
    6,
    'Ask your mentor for one introduction',
    'At the end of a mentoring session, ask whether there is one person your mentor thinks you should meet. Introductions are often the most valuable part of mentoring.',
  ],
  [
    3,
    9,
    'Show your work in a portfolio',
    'One well-documented analysis with a clear question, your method and what you would do next says more to a hiring manager than a long list of tools.',
  ],
  [
    4,
    13,
    'Pilot with one class first',
    'Try a new classroom technology with one group, collect feedback, and adjust before rolling it out to every class.',
  ],
];
export const POSTS: Array<[group: string, text: string, security: number]> = [
  [
    'careerhub-community',
    'Welcome to the community! Introduce yourself below: what are you working on this month, and what would you like to learn?',
    0,
  ],
  [
    'careerhub-community',
    'Our next open session on AI at work is on Thursday. The recording of the last one and the slides are here: https://www.youtube.com/watch?v=aircAruvnKk',
    0,
  ],
  [
    'careerhub-community',
    'Reminder for members: the resource hub now has a prompt library. Share the prompts that save you time and help others do the same.',
    20,
  ],
  [
    'careerhub-community',
    'Three members landed new roles this month after the interview practice circle. Congratulations, and thank you to the mentors who gave their time!',
    20,
  ],
  [
    'ai-for-educators-circle',
    'Week 2 homework: try one AI activity with your class and share what happened, good or bad. Read the guide first: https://www.unesco.org/en/digital-education/artificial-intelligence',
    20,
  ],
  [
    'ai-for-educators-circle',
    'Thank you all for a great first session. The session plan and the discussion notes are in the Resources tab.',
    20,
  ],
];

import { REMIND_CATEGORY_TYPE } from '../../src/domain/training-center';

/** The demo training center: courses with chapters, self-study courses with sources, announcements. */
export interface SeedCourse {
  name: string;
  kind: 'course' | 'self_study' | 'online';
  categoryType: number;
  description: string;
  cover: string;
  /** Growth value finishing it earns (2 to 5, growth-account.md §9), 0 for none. */
  growth: number;
  source?: { name: string; content: string };
  chapters: Array<{ title: string; body: string; minutes: number }>;
}

const chapter = (title: string, body: string, minutes = 10) => ({ title, body, minutes });

export const TRAINING_COURSE_SEED: SeedCourse[] = [
  {
    name: 'Young Learners Essentials',
    kind: 'course',
    categoryType: REMIND_CATEGORY_TYPE,
    description: 'Keep five-to-eight-year-olds engaged for 25 minutes: routines, props and praise.',
    cover: 'pi pi-face-smile',
    growth: 3,
    chapters: [
      chapter('Classroom routines', 'Open every class with the same greeting song and close with the same goodbye: routines make young learners feel safe.'),
      chapter('Props and TPR', 'Use one prop per new word and a gesture for every verb. Ask the student to copy the gesture as they say the word.'),
      chapter('Praise that works', 'Praise the effort and name what was good: “You said the whole sentence!” beats “Good job”.'),
    ],
  },
  {
    name: 'Business English Basics',
    kind: 'course',
    categoryType: REMIND_CATEGORY_TYPE,
    description: 'Teach adults who need English at work: meetings, e-mails and small talk.',
    cover: 'pi pi-briefcase',
    growth: 5,
    chapters: [
      chapter('Needs analysis', 'Ask what the learner does at work, with whom they speak English, and what they find hardest.', 15),
      chapter('Meetings language', 'Practise opening, interrupting politely and summarising with role plays from the learner’s own job.', 15),
    ],
  },
  {
    name: 'Online Classroom Tools',
    kind: 'course',
    categoryType: 3,
    description: 'The classroom tools, the whiteboard and what to do when the connection drops.',
    cover: 'pi pi-desktop',
    growth: 2,
    chapters: [
      chapter('The whiteboard', 'Write new words on the whiteboard in one colour and corrections in another.'),
      chapter('When the connection drops', 'Switch to the backup tool and tell the student by chat.'),
    ],
  },
  ...[
    'Phonics Games',
    'Storytelling',
    'Grammar Through Songs',
    'Error Correction',
    'Pronunciation Drills',
    'Lesson Planning',
    'Teaching Teens',
    'Exam Preparation',
  ].map((name, index): SeedCourse => ({
    name: `Self-study: ${name}`,
    kind: 'self_study',
    categoryType: 0,
    description: `A self-paced guide to ${name.toLowerCase()}, with a printable handout.`,
    cover: 'pi pi-book',
    growth: 0,
    source: {
      name: `${name.toLowerCase().replace(/\s+/g, '-')}-handout.txt`,
      content: `${name}\n\nHandout ${index + 1}: read it before your next class and try one idea from it.\n`,
    },
    chapters: [
      chapter(`${name}: the idea`, `Why ${name.toLowerCase()} helps learners.`, 5),
      chapter(`${name}: in class`, `Three activities for ${name.toLowerCase()}.`, 5),
    ],
  })),
  {
    name: 'Live Workshop: Trial Classes that Convert',
    kind: 'online',
    categoryType: 0,
    description: 'A recorded live workshop by the training team on trial classes.',
    cover: 'pi pi-video',
    growth: 0,
    chapters: [chapter('Workshop recording', 'Watch the workshop and note two ideas for your next trial class.', 45)],
  },
];

export const TRAINING_ANNOUNCEMENT_SEED = [
  {
    title: 'New phonics training kit',
    content: 'The Phonics Starter Kit is in Training Kit. Pass its test to add the Phonics teachable-course label.',
    daysAgo: 2,
  },
  {
    title: 'Business English course open',
    content: 'Subscribe to Business English Basics in the Training Center; finishing it earns growth value.',
    daysAgo: 9,
  },
  { title: 'Training class schedule', content: 'Training classes with the QA team run every Tuesday and Thursday evening.', daysAgo: 20 },
];

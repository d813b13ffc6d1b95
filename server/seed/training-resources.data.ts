/**
 * Demo training resources (data only, so the seed and the browser tests read the same names): the
 * resources of each kit by folder, the instructional videos, which courses each growth task level
 * asks for, and the course that moves a tutor to another teaching group.
 */
export interface SeedResource {
  kit: string | null;
  folder: string;
  name: string;
  kind: 'document' | 'video' | 'link';
  url?: string;
  content?: string;
  minutes: number;
}

const MEDIA = 'https://media.tutor-portal.example/training';

export const TRAINING_RESOURCE_SEED: SeedResource[] = [
  {
    kit: 'Classroom QA Test',
    folder: 'Teaching Standards',
    name: 'The class quality checklist',
    kind: 'document',
    content:
      'Before class: test camera and microphone, open the lesson, sit in good light.\nDuring class: greet the student by name, check the last homework, keep talking time under half.\nAfter class: write the remark within 30 minutes and note one thing to practise.',
    minutes: 5,
  },
  { kit: 'Classroom QA Test', folder: 'Teaching Standards', name: 'A model class, annotated', kind: 'video', url: `${MEDIA}/model-class.mp4`, minutes: 25 },
  {
    kit: 'Trial Class Essentials',
    folder: 'Trial Classes',
    name: 'Trial class flow',
    kind: 'document',
    content:
      'Warm up (3 minutes), level check (7 minutes), the lesson (12 minutes), feedback to the parent (3 minutes).\nEnd with one clear strength and one next step.',
    minutes: 4,
  },
  {
    kit: 'Trial Class Essentials',
    folder: 'Trial Classes',
    name: 'Parent feedback phrases',
    kind: 'link',
    url: `${MEDIA}/parent-feedback-phrases.html`,
    minutes: 3,
  },
  {
    kit: 'Phonics Starter Kit',
    folder: 'Phonics',
    name: 'Letter sounds chart',
    kind: 'document',
    content:
      'Short vowels: a as in apple, e as in egg, i as in igloo, o as in octopus, u as in umbrella.\nTeach two sounds a class, with a picture and an action for each.',
    minutes: 6,
  },
  { kit: 'Phonics Starter Kit', folder: 'Phonics', name: 'Blending sounds with young learners', kind: 'video', url: `${MEDIA}/blending.mp4`, minutes: 12 },
  { kit: null, folder: 'Phonics', name: 'Phonics songs playlist', kind: 'link', url: `${MEDIA}/phonics-songs.html`, minutes: 15 },
  { kit: null, folder: 'Classroom Tools', name: 'Sharing your screen in the classroom', kind: 'video', url: `${MEDIA}/share-screen.mp4`, minutes: 4 },
  {
    kit: null,
    folder: 'Classroom Tools',
    name: 'When the classroom will not load',
    kind: 'document',
    content: 'Refresh once. Then switch to the backup tool from the class detail page and tell the support team the class id.',
    minutes: 2,
  },
];

export const INSTRUCTIONAL_VIDEO_SEED = [
  { title: 'Welcome to the portal', description: 'A five-minute tour of the class table, training and pay.', url: `${MEDIA}/welcome.mp4`, seconds: 300 },
  { title: 'Plotting your schedule', description: 'How to open time, and how the two-week window works.', url: `${MEDIA}/schedule.mp4`, seconds: 240 },
  { title: 'Writing a good remark', description: 'What parents read, and what the quality team looks for.', url: `${MEDIA}/remarks.mp4`, seconds: 180 },
] as const;

/** Task type 1: the growth centre's training tasks. Each level asks for the courses named. */
export const TASK_COURSE_SEED: Array<{ levels: string[]; taskType: number; course: string }> = [
  { levels: ['D1', 'D2', 'D3'], taskType: 1, course: 'Young Learners Essentials' },
  { levels: ['D1', 'D2', 'D3', 'C1', 'C2', 'C3'], taskType: 1, course: 'Online Classroom Tools' },
  { levels: ['C1', 'C2', 'C3', 'B1', 'B2', 'B3'], taskType: 1, course: 'Business English Basics' },
];

export const GROUP_CHANGE_SEED = [{ course: 'Business English Basics', group: 'Business English Team' }] as const;

/**
 * The demo training kits: categories, kits and questions with their answer keys. Data only, so the
 * seed and the browser tests read the same keys (a browser test answers right or wrong on purpose).
 */
export interface SeedQuestion {
  cat: string;
  text: string;
  options: string[];
  key: number[];
  points?: number;
  explanation: string;
}

export interface SeedKit {
  name: string;
  icon: string;
  description: string;
  sections: Array<{ Title: string; Body: string }>;
  passScore: number;
  testMinutes: number;
  label: string;
  growthRule: string | null;
  questions: SeedQuestion[];
}

export const TRAINING_KIT_SEED: Array<{ category: string; kits: SeedKit[] }> = [
  {
    category: 'Teaching Standards',
    kits: [
      {
        name: 'Classroom QA Test',
        icon: 'pi pi-verified',
        description: 'The quality standards every class is checked against: opening, pacing, correction and closing.',
        sections: [
          {
            Title: 'Opening a class',
            Body: 'Greet the student by name, check sound and video, and state the goal of the lesson within the first two minutes.',
          },
          {
            Title: 'Correcting mistakes',
            Body: 'Correct the mistakes that block meaning first. Model the right form, have the student repeat it, and praise the repair.',
          },
          { Title: 'Closing a class', Body: 'Review the new words, give one piece of specific praise, and say goodbye before the bell.' },
        ],
        passScore: 80,
        testMinutes: 15,
        label: '',
        growthRule: 'gv.pass_qa_or_tl',
        questions: [
          {
            cat: 'Teaching Skills Result',
            text: 'What should a tutor do in the first two minutes of a class?',
            options: [
              'Start the textbook at once',
              'Greet the student, check sound and video, state the goal',
              'Ask the student to wait',
              'Review the previous homework only',
            ],
            key: [1],
            explanation: 'The opening sets the student at ease and makes the lesson goal clear.',
          },
          {
            cat: 'Teaching Skills Result',
            text: 'Which mistakes should be corrected first?',
            options: ['Every small slip', 'Mistakes that block meaning', 'None, to keep the flow', 'Only pronunciation'],
            key: [1],
            explanation: 'Meaning comes first; over-correcting discourages young learners.',
          },
          {
            cat: 'Classroom Management Result',
            text: 'Which belong in a good closing? (choose all that apply)',
            options: ['Review the new words', 'Specific praise', 'Leaving before the bell without a goodbye', 'Say goodbye'],
            key: [0, 1, 3],
            explanation: 'A closing reviews, praises specifically and says goodbye.',
          },
          {
            cat: 'Classroom Management Result',
            text: 'The student’s video freezes. What do you do first?',
            options: ['End the class', 'Ask the student to check the connection and keep teaching by voice', 'Wait silently', 'Report the student absent'],
            key: [1],
            explanation: 'Keep the class going while the connection recovers.',
          },
          {
            cat: 'TESOL Result',
            text: 'What does TPR stand for?',
            options: ['Total Physical Response', 'Teacher Practice Review', 'Timed Phonics Reading', 'Test Preparation Routine'],
            key: [0],
            explanation: 'Total Physical Response links language to movement.',
          },
        ],
      },
      {
        name: 'Trial Class Essentials',
        icon: 'pi pi-star',
        description: 'How a trial class shows a family what the student will gain.',
        sections: [{ Title: 'Before the trial', Body: 'Read the student profile and the trial remarks; prepare one activity matched to the student’s level.' }],
        passScore: 60,
        testMinutes: 10,
        label: '',
        growthRule: null,
        questions: [
          {
            cat: 'Trial Skills Result',
            text: 'What should you read before a trial class?',
            options: ['The student profile and trial remarks', 'Nothing', 'Only the textbook cover'],
            key: [0],
            explanation: 'The profile tells you the level and interests.',
          },
          {
            cat: 'Trial Skills Result',
            text: 'A trial class should end with…',
            options: ['A summary of what the student did well and can learn next', 'A price list', 'Homework for a month'],
            key: [0],
            explanation: 'Families decide on what they saw their child achieve.',
          },
        ],
      },
    ],
  },
  {
    category: 'Course Training',
    kits: [
      {
        name: 'Phonics Starter Kit',
        icon: 'pi pi-volume-up',
        description: 'Teach the phonics course: letter sounds, blending and decodable readers.',
        sections: [
          { Title: 'Letter sounds', Body: 'Teach the sound, not the letter name: /m/ as in map. Use the mouth picture cards.' },
          { Title: 'Blending', Body: 'Say each sound, then slide them together: /c/ /a/ /t/ -> cat.' },
        ],
        passScore: 80,
        testMinutes: 10,
        label: 'Phonics',
        growthRule: 'gv.popular_course_training',
        questions: [
          {
            cat: 'Phonics Result',
            text: 'When teaching the letter m, what do you teach first?',
            options: ['Its name “em”', 'Its sound /m/', 'Its capital form', 'Its place in the alphabet'],
            key: [1],
            explanation: 'Sounds come before names in phonics.',
          },
          {
            cat: 'Phonics Result',
            text: 'Blend /d/ /o/ /g/.',
            options: ['dig', 'dog', 'god', 'dot'],
            key: [1],
            explanation: 'Slide the three sounds together: dog.',
          },
          {
            cat: 'Phonics Result',
            text: 'Which words start with the sound /k/? (choose all that apply)',
            options: ['cat', 'kite', 'city', 'king'],
            key: [0, 1, 3],
            explanation: 'City starts with /s/.',
          },
        ],
      },
    ],
  },
];

/**
 * The first-login guided tour (shell.md §2): it highlights the sidebar and the shortcut area; in
 * the full shell step 2 highlights the floating buttons. Views mark each target with
 * `data-tour="<target>"`. Shown once per tutor: the server remembers when it was finished.
 */
export type TourTarget = 'sidebar' | 'floating-buttons' | 'shortcuts';

export interface TourStep {
  target: TourTarget;
  title: string;
  text: string;
}

const sidebarStep: TourStep = {
  target: 'sidebar',
  title: 'Your menu',
  text: 'Everything you work with is here: the dashboard, SOP scores, your class table, training, service fee, student comments, assessment and feedback.',
};

const floatingButtonsStep: TourStep = {
  target: 'floating-buttons',
  title: 'Quick buttons',
  text: 'These floating buttons open feedback, referral sharing and the growth centre from any page.',
};

const shortcutsStep: TourStep = {
  target: 'shortcuts',
  title: 'Shortcuts',
  text: 'Open the AI tools, your teacher tasks, the network test and your messages from here. The badge counts your unread messages.',
};

/** The steps in order; `fullShell` is the layout with floating buttons. */
export function tourSteps(fullShell: boolean): readonly TourStep[] {
  return fullShell ? [sidebarStep, floatingButtonsStep, shortcutsStep] : [sidebarStep, shortcutsStep];
}

export const TourButtonText = {
  next: 'Next',
  back: 'Back',
  skip: 'Skip',
  done: 'Got it',
} as const;

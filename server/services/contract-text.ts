import { CONTRACT_VERSION } from '../../src/domain/contract';

export interface ContractText {
  title: string;
  version: string;
  paragraphs: string[];
}

/**
 * The tutor services agreement the portal shows and signs. The spec does not show the contract
 * (its shape is "not shown"), so this is the provider's standard text, in two variants: the
 * standard one and the one for international or customised tutors.
 */
export function contractText(input: { fullName: string; tuid: number; customized: boolean }): ContractText {
  const variant = input.customized ? 'International Tutor Services Agreement' : 'Tutor Services Agreement';
  return {
    title: variant,
    version: CONTRACT_VERSION,
    paragraphs: [
      `This agreement is between the tutoring provider ("the Provider") and ${input.fullName}, tutor ID ${input.tuid} ("the Tutor").`,
      "1. Services. The Tutor teaches English online to the Provider's students in the classes the Tutor accepts, using the Provider's platform and teaching materials.",
      '2. Independent contractor. The Tutor works as an independent contractor and chooses the time slots they open. Nothing in this agreement makes the Tutor an employee of the Provider.',
      "3. Fees. The Provider pays a fee per completed class according to the Tutor's rate card, monthly, in Philippine pesos, less the penalties and plus the bonuses published in the portal.",
      '4. Attendance. The Tutor joins each booked class on time. Cancellations, absences and late attendance follow the published penalty rules. Leave is requested in the portal in advance.',
      '5. Conduct and privacy. The Tutor treats students with respect, keeps their personal data confidential, and does not contact students outside the platform.',
      "6. Materials. Teaching materials remain the Provider's property and are used only for the Provider's classes.",
      input.customized
        ? "7. Law and taxes. The Tutor is responsible for the taxes and permits of the country they work from; payment methods follow the Provider's international payment terms."
        : '7. Law and taxes. This agreement is governed by the laws of the Republic of the Philippines; the Tutor is responsible for their own taxes.',
      "8. Term. This agreement runs from signature until either party ends it with 30 days' notice in writing through the portal.",
      'By typing their full name and confirming a verification code sent to their verified phone or e-mail, the Tutor signs this agreement electronically.',
    ],
  };
}

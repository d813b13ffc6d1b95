import type { LocationItem } from '../../src/domain/personal-sections';

/**
 * The location tree Locations {parentId} walks: countries (parent 0), their provinces, their
 * cities. A fixed list of where the provider's tutors live; staff extend it in code.
 */
export const LOCATIONS: readonly LocationItem[] = [
  { id: 1, parentId: 0, name: 'Philippines' },
  { id: 2, parentId: 0, name: 'South Africa' },
  { id: 3, parentId: 0, name: 'Other' },
  { id: 10, parentId: 1, name: 'Metro Manila' },
  { id: 11, parentId: 1, name: 'Cebu' },
  { id: 12, parentId: 1, name: 'Davao del Sur' },
  { id: 13, parentId: 1, name: 'Iloilo' },
  { id: 20, parentId: 2, name: 'Gauteng' },
  { id: 21, parentId: 2, name: 'Western Cape' },
  { id: 100, parentId: 10, name: 'Quezon City' },
  { id: 101, parentId: 10, name: 'Manila' },
  { id: 102, parentId: 10, name: 'Makati' },
  { id: 110, parentId: 11, name: 'Cebu City' },
  { id: 111, parentId: 11, name: 'Mandaue' },
  { id: 120, parentId: 12, name: 'Davao City' },
  { id: 130, parentId: 13, name: 'Iloilo City' },
  { id: 200, parentId: 20, name: 'Johannesburg' },
  { id: 201, parentId: 20, name: 'Pretoria' },
  { id: 210, parentId: 21, name: 'Cape Town' },
];

/** Schools tutors most often name; Schools lists them, EditTeachSchool also takes any other name. */
export const SCHOOLS: readonly string[] = [
  'Ateneo de Davao University',
  'Ateneo de Manila University',
  'De La Salle University',
  'University of San Carlos',
  'University of Santo Tomas',
  'University of the Philippines',
  'West Visayas State University',
  'University of Cape Town',
  'University of the Witwatersrand',
];

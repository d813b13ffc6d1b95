import type { SectionEntry } from '../../src/domain/personal-sections';
import type { SeedContext } from './seed';

/**
 * The personal data sections of every demo tutor whose profile is seeded complete: their personal
 * information and one education entry, so that completeness (which needs both, issue 17) agrees
 * with the seeded flag and a tutor's first edit does not turn "needs improving" on by itself.
 * Keep this seeder after every seeder that adds tutors.
 */
export async function seedPersonalSections({ db, clock }: SeedContext): Promise<void> {
  const at = clock.now().toISOString();
  const tutors = await db
    .selectFrom('tutor_profiles')
    .select(['user_id', 'location', 'city', 'school'])
    .where('is_need_improve_personal_info', '=', 0)
    .orderBy('user_id')
    .execute();
  const rows = tutors.flatMap((tutor) => {
    const country = tutor.location || 'Philippines';
    const information: SectionEntry[] = [
      {
        nationality: country === 'Philippines' ? 'Filipino' : country,
        address: `${tutor.city || 'Manila'}, ${country}`,
        emergencyContact: 'Family contact, +63 917 000 0000',
        languages: 'English',
      },
    ];
    const education: SectionEntry[] = [
      { school: tutor.school || 'University of the Philippines', degree: 'Bachelor of Arts', major: 'English', start: '2008-06', end: '2012-04' },
    ];
    return [
      { tutor_id: tutor.user_id, section: 'personalInformation', content: JSON.stringify(information), updated_at: at },
      { tutor_id: tutor.user_id, section: 'educationExperience', content: JSON.stringify(education), updated_at: at },
    ];
  });
  if (rows.length > 0) await db.insertInto('personal_data_sections').values(rows).execute();
}

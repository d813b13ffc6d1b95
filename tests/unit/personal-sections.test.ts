import { describe, expect, it } from 'vitest';
import { PersonalDataMessages, tesolDialogErrors, tesolErrors } from '../../src/domain/personal-data';
import { SectionMessages, cleanEntry, emptyEntry, entryErrors, sectionError, sectionsComplete } from '../../src/domain/personal-sections';

const info = { nationality: 'Filipino', address: 'Davao City', emergencyContact: 'Ana 0917' };
const education = { school: 'UP', degree: 'BSEd', start: '2010-06', end: '2014-03' };

describe('personal data sections', () => {
  it('asks for required fields, months as YYYY-MM, and an end not before the start', () => {
    expect(entryErrors('educationExperience', emptyEntry('educationExperience'))).toEqual({ school: 'Required.', degree: 'Required.', start: 'Required.' });
    expect(entryErrors('workExperience', { company: 'A', position: 'B', start: '2020-1' }).start).toBe(SectionMessages.month);
    expect(entryErrors('workExperience', { company: 'A', position: 'B', start: '2020-05', end: '2020-04' }).end).toBe(SectionMessages.endBeforeStart);
    expect(entryErrors('workExperience', { company: 'A', position: 'B', start: '2020-05', end: '2020-05' })).toEqual({});
    expect(entryErrors('personalInformation', { ...info, address: 'x'.repeat(201) }).address).toBe(SectionMessages.tooLong(200));
  });

  it('keeps personal information to exactly one entry and every section to ten', () => {
    expect(sectionError('personalInformation', [])).toBe(SectionMessages.oneEntry);
    expect(sectionError('personalInformation', [info, info])).toBe(SectionMessages.oneEntry);
    expect(sectionError('personalInformation', [info])).toBeNull();
    expect(
      sectionError(
        'teachingExperience',
        Array.from({ length: 11 }, () => ({ organisation: 'A', students: 'B', start: '2020-01' })),
      ),
    ).toBe(SectionMessages.tooMany);
  });

  it('cleans entries to their fields, trimmed, keeping a proof reference', () => {
    expect(cleanEntry('educationExperience', { ...education, school: ' UP ', extra: 'x', proofFileRef: 'f1' })).toEqual({
      ...education,
      major: '',
      school: 'UP',
      proofFileRef: 'f1',
    });
  });

  it('is complete with personal information and one education entry', () => {
    expect(sectionsComplete({})).toBe(false);
    expect(sectionsComplete({ personalInformation: [info] })).toBe(false);
    expect(sectionsComplete({ personalInformation: [info], educationExperience: [education] })).toBe(true);
    expect(sectionsComplete({ personalInformation: [{ ...info, address: ' ' }], educationExperience: [education] })).toBe(false);
  });
});

describe('TESOL form rules', () => {
  const form = { firstName: 'Joseph', middleName: '', lastName: 'Reyes', birthday: '1990-11-02', idNumber: 'P123', hasCertificate: false };
  const today = '2026-11-23';

  it("answers 'Required' for blank (trimmed) first name, last name, birthday and ID number, not for the middle name", () => {
    expect(tesolDialogErrors({ ...form, firstName: ' ', lastName: '', birthday: '', idNumber: '  ' }, false, today)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      birthday: 'Required',
      idNumber: 'Required',
    });
    expect(tesolDialogErrors(form, false, today)).toEqual({});
  });

  it('takes a birthday from 1950-01-01 to today, both included', () => {
    expect(tesolDialogErrors({ ...form, birthday: '1950-01-01' }, false, today)).toEqual({});
    expect(tesolDialogErrors({ ...form, birthday: today }, false, today)).toEqual({});
    expect(tesolDialogErrors({ ...form, birthday: '1949-12-31' }, false, today).birthday).toBe(PersonalDataMessages.tesolBirthdayRange);
    expect(tesolDialogErrors({ ...form, birthday: '2026-11-24' }, false, today).birthday).toBe(PersonalDataMessages.tesolBirthdayRange);
  });

  it('needs a certificate only when the tutor says they hold one', () => {
    expect(tesolDialogErrors({ ...form, hasCertificate: true }, false, today).certificateFileRef).toBe(PersonalDataMessages.tesolCertificateRequired);
    expect(tesolDialogErrors({ ...form, hasCertificate: true }, true, today)).toEqual({});
    expect(tesolErrors({ ...form, hasCertificate: true, certificateFileRef: 'ref' }, today)).toEqual({});
  });
});

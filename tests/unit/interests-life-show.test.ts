import { describe, expect, it } from 'vitest';
import { HOBBY_MAX_COUNT, InterestMessages, hobbyError, teachInfoErrors } from '../../src/domain/interests';
import { LIFE_SHOW_PIECES, lifeShowPiece, previewKind } from '../../src/domain/life-show';
import { UPLOAD_MODULES } from '../../src/domain/upload';
import { deepestChoice } from '../../src/machines/teach-place.machine';

describe('hobby rules', () => {
  it('takes a trimmed new hobby and refuses empty, long, duplicate (any case) and the one past the limit', () => {
    expect(hobbyError(['Reading'], ' Chess ')).toBeNull();
    expect(hobbyError([], '   ')).toBe(InterestMessages.hobbyRequired);
    expect(hobbyError([], 'x'.repeat(61))).toBe(InterestMessages.hobbyTooLong);
    expect(hobbyError(['Reading'], 'READING ')).toBe(InterestMessages.hobbyDuplicate);
    const full = Array.from({ length: HOBBY_MAX_COUNT }, (_, index) => `Hobby ${index}`);
    expect(hobbyError(full.slice(1), 'Chess')).toBeNull();
    expect(hobbyError(full, 'Chess')).toBe(InterestMessages.hobbyTooMany);
  });

  it('limits each teach info field to 300 characters and requires none', () => {
    expect(teachInfoErrors({ teachingStyle: '', ageGroups: '', specialties: '' })).toEqual({});
    expect(teachInfoErrors({ teachingStyle: 'x'.repeat(300), ageGroups: 'y'.repeat(301), specialties: '' })).toEqual({
      ageGroups: InterestMessages.teachInfoTooLong,
    });
  });
});

describe('life show pieces', () => {
  it('each goes through an allowed upload module, with the spec timeouts (600 s video and ID photo, none for photo, voice, certificates)', () => {
    for (const piece of LIFE_SHOW_PIECES) expect(UPLOAD_MODULES).toContain(piece.module);
    expect(lifeShowPiece('lifeVideo')?.timeout).toBe(600_000);
    expect(lifeShowPiece('professionalIdPhoto')?.timeout).toBe(600_000);
    expect(lifeShowPiece('photo')?.timeout).toBe(0);
    expect(lifeShowPiece('voiceAvatar')?.timeout).toBe(0);
    expect(lifeShowPiece('certificate')?.timeout).toBe(0);
    expect(lifeShowPiece('nothing')).toBeUndefined();
  });

  it('are previewed by what they hold', () => {
    expect(previewKind('LifeVideo')).toBe('video');
    expect(previewKind('TutorAudio')).toBe('audio');
    expect(previewKind('TutorCertificates')).toBe('link');
    expect(previewKind('TutorEquipmentPhoto')).toBe('image');
  });
});

describe('the place EditTeachLocation names', () => {
  const options = [[{ id: 1, parentId: 0, name: 'Philippines' }], [{ id: 11, parentId: 1, name: 'Cebu' }], []];
  it('is the deepest level chosen', () => {
    expect(deepestChoice({ options, chosen: [1, 11, null] })).toEqual({ id: 11, parentId: 1, name: 'Cebu' });
    expect(deepestChoice({ options, chosen: [1, null, null] })?.name).toBe('Philippines');
    expect(deepestChoice({ options, chosen: [null, null, null] })).toBeNull();
  });
});

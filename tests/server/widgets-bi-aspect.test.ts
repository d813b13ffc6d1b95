import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BiAspectTexts, type BiAspectGroup } from '../../src/domain/bi-aspect';
import { ErrorCode } from '../../src/domain/error-codes';
import { BiAspectTagSeed, BiAspectTutor } from '../../server/seed/widget-dialogs.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

interface Selection {
  SelectedTagIds: number[];
  SelectedAt: string | null;
}

/** Bi-aspect tags (growth-account.md §4, §7): who is asked, the offered tags, the choice and its rules. */
describe(`bi-aspect tags (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let ivy: string;
  let demo: string;
  const submit = (token: string, SelectedTagIds: unknown) =>
    t.call<Selection>('POST', '/api/TutorComm/SubmitSelectedTutorBiAspectTags', { token, body: { SelectedTagIds } });
  const selected = async (token: string) => (await t.call<Selection>('POST', '/api/TutorComm/GetTeacherSelectedTags', { token })).json.Body;

  beforeAll(async () => {
    t = await startTestApp();
    ivy = await t.login(BiAspectTutor.account, BiAspectTutor.password);
    demo = await t.login('demo', DemoUsers.demo.password);
  });
  afterAll(async () => t.close());

  it('asks the bi-aspect teacher only; the user id asked about must be the own', async () => {
    expect((await t.call('GET', '/api/TutorComm/IsBiAspectTeacher', { token: ivy, query: { userid: BiAspectTutor.id } })).json).toEqual({
      ErrorCode: 0,
      Msg: '',
      Body: true,
    });
    expect((await t.call('POST', '/api/TutorComm/IsBiAspectTeacher', { token: demo })).json.Body).toBe(false);
    const other = await t.call('GET', '/api/TutorComm/IsBiAspectTeacher', { token: demo, query: { userid: BiAspectTutor.id } });
    expect(other.status).toBe(403);
    expect(other.json).toMatchObject({ ErrorCode: ErrorCode.Forbidden, Msg: BiAspectTexts.otherTutor });
    expect((await t.call('GET', '/api/TutorComm/IsBiAspectTeacher', { query: { userid: BiAspectTutor.id } })).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('lists the offered tags by aspect, in order', async () => {
    const groups = (await t.call<BiAspectGroup[]>('GET', '/api/TutorComm/GetTutorBiAspectDataList', { token: ivy })).json.Body;
    expect(groups.map((group) => [group.AspectId, group.AspectName, group.MaxSelected])).toEqual([
      [1, 'Teaching style', 3],
      [2, 'Personality', 3],
    ]);
    expect(groups.map((group) => group.Tags.map((tag) => tag.TagName))).toEqual(BiAspectTagSeed.map((aspect) => [...aspect.names]));
  });

  it('saves 1 to 3 offered tags on each side, replacing the earlier choice; refuses the rest with the reason', async () => {
    const groups = (await t.call<BiAspectGroup[]>('GET', '/api/TutorComm/GetTutorBiAspectDataList', { token: ivy })).json.Body;
    const [style, person] = groups.map((group) => group.Tags.map((tag) => tag.TagId)) as [number[], number[]];
    expect(await selected(ivy)).toEqual({ SelectedTagIds: [], SelectedAt: null });

    expect((await submit(ivy, [style[0]])).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: 'Choose at least 1 tag for Personality.' });
    expect((await submit(ivy, [...style.slice(0, 4), person[0]])).json.Msg).toBe('Choose at most 3 tags for Teaching style.');
    expect((await submit(ivy, [style[0], person[0], 999_999])).json.Msg).toBe(BiAspectTexts.unknownTag);
    expect((await submit(ivy, ['x'])).json.ErrorCode).toBe(ErrorCode.Failed);
    expect(await selected(ivy)).toEqual({ SelectedTagIds: [], SelectedAt: null });

    const first = await submit(ivy, [person[1], style[2], style[0], style[0]]);
    expect(first.json).toMatchObject({ ErrorCode: 0, Msg: BiAspectTexts.saved, Body: { SelectedTagIds: [style[0], style[2], person[1]] } });
    expect((await selected(ivy)).SelectedTagIds).toEqual([style[0], style[2], person[1]]);
    await submit(ivy, [style[1], person[2], person[3]]);
    const after = await selected(ivy);
    expect(after.SelectedTagIds).toEqual([style[1], person[2], person[3]]);
    expect(after.SelectedAt).toBe(t.clock.now().toISOString());
    // Survives a restart: the choice is stored.
    await t.restart();
    expect((await selected(ivy)).SelectedTagIds).toEqual([style[1], person[2], person[3]]);
  });

  it("another tutor cannot choose and sees none of the bi-aspect teacher's choice", async () => {
    const groups = (await t.call<BiAspectGroup[]>('GET', '/api/TutorComm/GetTutorBiAspectDataList', { token: demo })).json.Body;
    const refused = await submit(demo, [groups[0]!.Tags[0]!.TagId, groups[1]!.Tags[0]!.TagId]);
    expect(refused.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: BiAspectTexts.notBiAspect });
    expect(await selected(demo)).toEqual({ SelectedTagIds: [], SelectedAt: null });
  });
});

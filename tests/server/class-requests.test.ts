import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassRequestPointType } from '../../src/domain/class-request';
import { ErrorCode } from '../../src/domain/error-codes';
import { createClassRequest, createGrabOrdersSigner, type GrabOrdersTicket } from '../../server/services/class-requests.service';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { hubClient, listen } from './realtime-helpers';

interface RequestItem {
  id: number;
  classID: number;
  dialog: string;
  isPopUpPoint: boolean;
}

describe(`class requests (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0', GRAB_ORDERS_URL: 'https://orders.partner.example/grab' } });
    demo = await t.login('demo', DemoUsers.demo.password);
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
  });
  afterAll(async () => t.close());

  const points = (tutorId: number, classId: number) =>
    t.database.db
      .selectFrom('class_request_points')
      .select('point_type')
      .where('tutor_id', '=', tutorId)
      .where('class_id', '=', classId)
      .orderBy('id')
      .execute();

  it('pushes a new request to the tutor for the pop-up, with the unread count', async () => {
    const baseUrl = await listen(t.app);
    const client = hubClient(baseUrl, demo2);
    await client.connection.start();
    const event = client.log.next('GetTeacheDidiMessage');
    const count = client.log.next('GetTutorNotReadMsgCount');
    const item = await createClassRequest(t.app, {
      tutorId: DemoUsers.demo2.id,
      classId: 990_001,
      dialog: 'A trial class in 1 hour. Grab it?',
      isPopUpPoint: true,
    });
    expect(await event).toEqual([{ id: item.id, classID: 990_001, dialog: 'A trial class in 1 hour. Grab it?', isPopUpPoint: true }]);
    await count;
    const listed = await t.call<RequestItem[]>('POST', '/api/Message/GetTeacheDidiMessage', { token: demo2 });
    expect(listed.json.Body.map((request) => request.id)).toEqual([item.id]);
    await client.connection.stop();
  });

  it('records pop-up points for an offered class only', async () => {
    const [seeded] = (await t.call<RequestItem[]>('POST', '/api/Message/GetTeacheDidiMessage', { token: demo })).json.Body;
    expect(seeded).toMatchObject({ isPopUpPoint: true });
    const shown = await t.call('POST', '/api/Message/AddTeacheDidiPoint', {
      token: demo,
      body: { ClassID: seeded!.classID, PointType: ClassRequestPointType.poppedUp },
    });
    expect(shown.json).toEqual({ ErrorCode: 0, Msg: '', Body: true });
    expect(await points(DemoUsers.demo.id, seeded!.classID)).toEqual([{ point_type: 2 }]);
    // demo2 was not offered demo's class; point types other than 2, 3, 4 are refused.
    expect((await t.call('POST', '/api/Message/AddTeacheDidiPoint', { token: demo2, body: { ClassID: seeded!.classID, PointType: 2 } })).json.ErrorCode).toBe(
      ErrorCode.NotFound,
    );
    expect((await t.call('POST', '/api/Message/AddTeacheDidiPoint', { token: demo, body: { ClassID: seeded!.classID, PointType: 5 } })).json.ErrorCode).toBe(
      ErrorCode.Failed,
    );
  });

  it('reads a request on close (type 4) without a URL, and on grab (type 3) with a signed grab-orders URL', async () => {
    const closing = await createClassRequest(t.app, { tutorId: DemoUsers.demo.id, classId: 990_010, dialog: 'Closed one', isPopUpPoint: false });
    const closed = await t.call('POST', '/api/Message/readTeacheDidiMessage', { token: demo, body: { ID: closing.id, ClassID: 990_010, PointType: 4 } });
    expect(closed.json).toEqual({ ErrorCode: 0, Msg: '', Body: { GrabOrdersUrl: null } });

    const grabbing = await createClassRequest(t.app, { tutorId: DemoUsers.demo.id, classId: 990_011, dialog: 'Grab me', isPopUpPoint: true });
    const foreign = await t.call('POST', '/api/Message/readTeacheDidiMessage', { token: demo2, body: { ID: grabbing.id, ClassID: 990_011, PointType: 3 } });
    expect(foreign.json.ErrorCode).toBe(ErrorCode.NotFound);
    const wrongClass = await t.call('POST', '/api/Message/readTeacheDidiMessage', { token: demo, body: { ID: grabbing.id, ClassID: 990_010, PointType: 3 } });
    expect(wrongClass.json.ErrorCode).toBe(ErrorCode.NotFound);
    const grabbed = await t.call<{ GrabOrdersUrl: string }>('POST', '/api/Message/readTeacheDidiMessage', {
      token: demo,
      body: { ID: grabbing.id, ClassID: 990_011, PointType: 3 },
    });
    const url = new URL(grabbed.json.Body.GrabOrdersUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://orders.partner.example/grab');
    const ticket: GrabOrdersTicket = {
      email: url.searchParams.get('email') ?? '',
      nick_name: url.searchParams.get('nick_name') ?? '',
      tuid: Number(url.searchParams.get('tuid')),
      timestamp: Number(url.searchParams.get('timestamp')),
      token: url.searchParams.get('token') ?? '',
    };
    expect(ticket).toMatchObject({ email: 'maria.santos@example.com', nick_name: 'Maria', tuid: DemoUsers.demo.id, timestamp: t.clock.now().getTime() });
    const signer = createGrabOrdersSigner(t.config.appSecret, t.config.realtime.grabOrdersUrl);
    expect(signer.verify(ticket)).toBe(true);
    expect(signer.verify({ ...ticket, tuid: DemoUsers.demo2.id })).toBe(false);
    expect(await points(DemoUsers.demo.id, 990_011)).toEqual([{ point_type: 3 }]);
    const unread = (await t.call<RequestItem[]>('POST', '/api/Message/GetTeacheDidiMessage', { token: demo })).json.Body.map((item) => item.id);
    expect(unread).not.toContain(grabbing.id);
    expect(unread).not.toContain(closing.id);

    const direct = await t.call<{ Url: string }>('POST', '/api/Message/GetGrabOrdersUrl', { token: demo2 });
    expect(new URL(direct.json.Body.Url).searchParams.get('tuid')).toBe(String(DemoUsers.demo2.id));
  });
});

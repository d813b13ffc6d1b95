/**
 * How many database queries each call of a signed-in /home visit makes (issue 9: "a hot call
 * makes one or two queries"):
 *
 *   npx tsx bench/queries-per-call.ts [sqlite|postgres]
 *
 * Builds the portal on a fresh database with demo data, signs in as the demo tutor, then sends the
 * calls a browser sends when it opens /home (recorded from headless Chromium, in its order), one at
 * a time, and counts the queries the database ran for each; then the same visit again, as when
 * the tutor comes back to /home. Then the calls nine other pages make of their own (recorded the
 * same way), each page opened twice and its second visit counted. Counts, not times: the figure is the same on any machine. The
 * first call after sign-in pays for the token lookup; later ones find the token cached, as in a
 * real visit.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type KyselyPlugin } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { APP_ID_HEADER, SIGNATURE_HEADER, computeSignature, type SignableParams } from '../src/domain/signature';
import { benchEnv } from './bench-env';

const database = process.argv[2] ?? 'sqlite';
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Call = [method: 'GET' | 'POST', url: string, body?: SignableParams];

/** The calls of one /home visit after the page has loaded, as Chromium sent them. */
const HOME_CALLS: Call[] = [
  ['GET', '/api/account/userinfo'],
  ['POST', '/api/tutordata/TutorAllScore'],
  ['POST', '/api/tutordata/GetHomeClasses'],
  ['POST', '/api/Message/BulletinBoard'],
  ['POST', '/api/teachInfo/GetTutorHomeBanner'],
  ['POST', '/api/TutorComm/GetClockInStatus'],
  ['GET', '/api/Account/TuEyeProtectionMode'],
  ['POST', '/api/TutorComm/ShowContract'],
  ['GET', '/api/System/GetMenuList'],
  ['POST', '/api/FeedBack/IsShowFeeBackMsg'],
  ['GET', '/api/account/UserMoreInfo?version=3.0'],
  ['POST', '/api/Message/NotReadMsgCount'],
  ['POST', '/api/GrowthSystem/GrowthSystemIsFirstLogin'],
  ['POST', '/api/GrowthSystem/GetTutorHomeTask'],
  ['POST', '/api/GrowthSystem/GetGradeHonorDetail'],
  ['POST', '/api/GrowthSystem/GetMilestoneList'],
  ['POST', '/api/GrowthSystem/GetPetInfo'],
  ['POST', '/api/TeachUser/GetEntryKey'],
  ['POST', '/api/ClassTable/GetTutorSelfScheduleRemind'],
  ['POST', '/api/TutorComm/GetIsOpenClassTeacher'],
  ['POST', '/api/ClassTable/GetTutorSelfCancel'],
  ['POST', '/api/tutordata/GetTutorTrail'],
  ['POST', '/api/TutorComm/GetTutorInfo'],
  ['POST', '/api/TutorComm/AddTutorClientUsageLog', { Action: '/home', ClientName: 'TutorPortalWeb', ClientInfo: 'bench' }],
  ['POST', '/api/TutorComm/GetTutorSubjectType'],
  ['POST', '/api/Account/GetSelfScheduleRemind'],
  ['POST', '/api/account/LoginLog', { Action: 'opened', ClientName: 'TutorPortalWeb', ClientInfo: 'bench' }],
  ['GET', '/api/Account/GetGuidedTourStatus'],
  ['GET', '/api/Teacher/GetIsAgreeProtocol'],
  ['GET', '/api/Teacher/GetMonitoringWarning'],
  ['POST', '/api/TutorComm/GetIsShowPopoutByContract'],
  ['POST', '/api/teachInfo/UserCertInfo'],
  ['GET', '/api/Teacher/GetLearningTagIds'],
  ['POST', '/api/TutorComm/IsBiAspectTeacher'],
  ['GET', '/api/Teacher/ShowDialogList'],
  ['POST', '/api/Teacher/GetHolidayGreeting'],
  ['POST', '/api/Account/IsFirstShowPoster'],
  ['POST', '/api/TutorComm/IsShowTutorSystemTransferNotice'],
];

/** The calls each page makes of its own when opened from the shell (its shell calls are /home's). */
const PAGE_CALLS: Record<string, Call[]> = {
  '/personalData': [
    ['GET', '/api/tutordata/Profile'],
    ['GET', '/api/teachInfo/Locations?parentId=0'],
    ['GET', '/api/teachInfo/Schools'],
    ['GET', '/api/teachInfo/PersonalInformation'],
    ['GET', '/api/teachInfo/EducationExperience'],
    ['GET', '/api/teachInfo/WorkExperience'],
    ['GET', '/api/teachInfo/TeachingExperience'],
  ],
  '/classTab': [
    ['POST', '/api/ClassTable/GetCalendarFeedUrl'],
    ['POST', '/api/ClassTable/GetTutorRealTimeClassByWeek', {}],
  ],
  '/message': [
    ['POST', '/api/Message/GetTutorMessageList?page=1&size=10&type=1'],
    ['GET', '/api/message/GetTotalUnreadMessageCount'],
  ],
  '/growthCenter': [
    ['POST', '/api/GrowthSystem/GetReceiveRecordToDay'],
    ['POST', '/api/GrowthSystem/GetTutorHaveSkin'],
    ['POST', '/api/GrowthSystem/RequestLog', { Page: 'achievementRewards' }],
    ['POST', '/api/GrowthSystem/LevelMedalList'],
    ['POST', '/api/GrowthSystem/GetCertificationMedals'],
    ['POST', '/api/GrowthSystem/GetLimitedTimeMedal'],
    ['POST', '/api/GrowthSystem/GetRightsList'],
    ['POST', '/api/GrowthSystem/TutorRightsRecode'],
    ['POST', '/api/GrowthSystem/GetScheduleList'],
    ['POST', '/api/GrowthSystem/GetPhotoSharing'],
    ['POST', '/api/GrowthSystem/GetCourseLearning'],
    ['POST', '/api/GrowthSystem/GetReceiveByCourse'],
    ['POST', '/api/GrowthSystem/GetGrowthPonitRanking?pageIndex=1&pageSize=10'],
    ['POST', '/api/GrowthSystem/GetTuGrowthRank'],
    ['POST', '/api/tutordata/GetRankingSummary'],
    ['POST', '/api/tutordata/GetTuTopTutorRank'],
  ],
  '/serviceFee': [
    ['POST', '/api/ServiceFee/Statement', { pageIndex: 1, pageSize: 20 }],
    ['POST', '/api/ServiceFee/PeriodTotals'],
    ['POST', '/api/ServiceFee/PaymentAccount'],
  ],
  '/flowers': [
    ['POST', '/api/teachInfo/FlowerBalance'],
    ['POST', '/api/teachInfo/TeachAcUseRecord', { pageIndex: 1, pageSize: 10 }],
    ['POST', '/api/teachInfo/TeachAcRecord', { pageIndex: 1, pageSize: 10 }],
  ],
  '/trainingCenter': [
    ['POST', '/api/Training/GetCourseHomeInfo'],
    ['POST', '/api/Training/GetRecentTrainingAnnouncementList'],
    ['POST', '/api/Training/GetCourse'],
  ],
  '/comments': [
    ['POST', '/api/tutorcomm/StuComments', { pageIndex: 1, pageSize: 10, level: 0 }],
    ['POST', '/api/TutorComm/GetStuCommentViewInfo', { level: 0 }],
  ],
  '/SOP': [['POST', '/api/SOP/GetScoreClassList?pageIndex=1&pageSize=10']],
};

/** Counts every query the database runs, the compiled ones included (transformResult sees them all). */
function countingPlugin(counter: { queries: number }): KyselyPlugin {
  return {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      counter.queries += 1;
      return args.result;
    },
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-queries-'));
const schema = `bench_${randomBytes(4).toString('hex')}`;
const config = loadConfig(benchEnv(dataDir, database === 'postgres' ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}));
const handle = await openDatabase(config);
const counter = { queries: 0 };
const app = await buildApp({ config, database: { ...handle, db: handle.db.withPlugin(countingPlugin(counter)) } });

const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
async function call(method: 'GET' | 'POST', url: string, body: SignableParams | undefined, token: string) {
  const query = Object.fromEntries(new URL(url, 'http://portal').searchParams);
  const response = await app.inject({
    method,
    url,
    headers: {
      [APP_ID_HEADER]: config.appId,
      [SIGNATURE_HEADER]: computeSignature(query, body, config.appSecret, md5Hex),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
  return response.json<{ ErrorCode: number; Msg: string; Body: { access_token: string } }>();
}

try {
  const login = await call('POST', '/api/account/login', { username: 'demo', password: 'demo1234' }, '');
  const token = login.Body.access_token;
  const visit = async (calls: readonly Call[]) => {
    const counts: { call: string; queries: number; errorCode: number }[] = [];
    for (const [method, url, body] of calls) {
      const before = counter.queries;
      const answer = await call(method, url, body, token);
      counts.push({ call: `${method} ${url}`, queries: counter.queries - before, errorCode: answer.ErrorCode });
    }
    return counts;
  };
  const total = (counts: { queries: number }[]) => counts.reduce((sum, row) => sum + row.queries, 0);
  const first = await visit(HOME_CALLS);
  const again = await visit(HOME_CALLS);
  console.log(
    `\nQueries per call of a /home visit, ${database}, ${first.length} calls: ${total(first)} queries on the first visit, ${total(again)} on the next\n`,
  );
  console.log('| Call | First visit | Next visit | ErrorCode |');
  console.log('|---|---:|---:|---:|');
  const rows = first.map((row, index) => ({ ...row, again: again[index]?.queries ?? 0 }));
  for (const row of rows.sort((a, b) => b.queries + b.again - (a.queries + a.again))) {
    console.log(`| ${row.call} | ${row.queries} | ${row.again} | ${row.errorCode} |`);
  }
  console.log(`\nEach page's own calls, opened from the shell (next visit)\n`);
  console.log('| Page | Call | Queries | ErrorCode |');
  console.log('|---|---|---:|---:|');
  let pagesTotal = 0;
  for (const [page, calls] of Object.entries(PAGE_CALLS)) {
    await visit(calls);
    for (const row of await visit(calls)) {
      pagesTotal += row.queries;
      console.log(`| ${page} | ${row.call} | ${row.queries} | ${row.errorCode} |`);
    }
  }
  console.log(`\n${Object.keys(PAGE_CALLS).length} pages' own calls: ${pagesTotal} queries`);
} finally {
  await app.close();
  if (database === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

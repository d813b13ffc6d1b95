import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { aiDraftOf } from '../../../domain/ai-chat';
import { useAreaLogic } from '../../page-logic-context';
import { createClassDetailLogic } from '../../../actors/class-detail.actors';
import type { ClassDetailHeader } from '../../../machines/class-detail-header.machine';
import { SessionContext } from '../../session-context';
import { MaterialsSection } from './materials-section';
import { RemarkSection } from './remark-section';
import { AbsentSection } from './absent-section';
import { AssistanceSection } from './assistance-section';
import { LessonPlanSection } from './lesson-plan-section';
import { StudentSection } from './student-section';
import { TrialSmsSection } from './trial-sms-section';
import '../../styles/class-table.css';
import '../../styles/class-detail.css';

/**
 * /classDetail/{id}: the class's facts, teaching materials and remarks (teaching.md §2 "Class detail").
 * /classDetailtest?clid={id}: the same page with the test courses' materials (the test-lesson
 * variant, whatever the class's own `istext` says), for opening a class on its test material.
 */
export default function ClassDetailPage() {
  // The guard renders pages without wouter's Route, so the id is read from the path or the query.
  const [path] = useLocation();
  const testVariant = path.startsWith('/classDetailtest');
  const clid = Number(testVariant ? new URLSearchParams(window.location.search).get('clid') : path.split('/')[2]);
  if (!Number.isInteger(clid) || clid <= 0) {
    return (
      <p role="alert">
        This class does not exist. <Link href="/classTab">Open the class table</Link>
      </p>
    );
  }
  return <ClassDetail key={clid} clid={clid} testVariant={testVariant} />;
}

function ClassDetail({ clid, testVariant }: { clid: number; testVariant: boolean }) {
  const logic = useAreaLogic(createClassDetailLogic);
  const actor = useActorRef(logic.header, { input: { clid } });
  const header = useSelector(actor, (s) => s.context.header);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const tuid = SessionContext.useSelector((s) => s.context.user?.tuid ?? 0);
  // AI Mind sends its draft in the navigation's history state (read once: a reload keeps the saved text).
  const [draft] = useState(() => aiDraftOf(window.history.state));
  return (
    <section className="class-detail" aria-labelledby="class-detail-title">
      <p>
        <Link href="/classTab">← Class table</Link>
      </p>
      <h1 id="class-detail-title">{header ? `${header.ClassTypeLabel} with ${header.Student.Name || header.CourseName}` : `Class ${clid}`}</h1>
      {testVariant && <p role="note">Test materials: the list shows the test courses.</p>}
      {failed && (
        <p role="alert">
          {error} <Button type="button" label="Retry" size="small" onClick={() => actor.send({ type: 'detail.retry' })} />
        </p>
      )}
      {!header && !failed && <p>Loading the class…</p>}
      {header && <ClassFacts header={header} />}
      {header && header.info.StuUID > 0 && (
        <StudentSection
          logic={logic.student}
          input={{ clid, uid: header.info.StuUID, canScore: header.Status !== 'cancelled' && Date.parse(header.StartTime) <= Date.now() }}
        />
      )}
      {header && header.info.UCID > 0 && (
        <MaterialsSection
          logic={logic.materials}
          input={{ clid, ucid: header.info.UCID, isTest: testVariant || header.info.istext, tuid, uid: header.info.StuUID, classTime: header.StartTime }}
          canChange={header.Status === 'booked' && !header.info.IsOverClass}
        />
      )}
      {header && header.ClassType === 'trial' && header.Status === 'booked' && Date.parse(header.StartTime) > Date.now() && (
        <TrialSmsSection logic={logic.trialSms} clid={clid} />
      )}
      {header && header.Status === 'booked' && !header.info.IsOverClass && <LessonPlanSection logic={logic.lessonPlan} clid={clid} draft={draft.lessonPlan} />}
      {header && header.Status === 'booked' && Date.parse(header.StartTime) <= Date.now() && <AbsentSection logic={logic.absent} clid={clid} />}
      {header && canRemark(header) && <RemarkSection logic={logic.remark} clid={clid} classType={header.ClassType} draft={draft.remark} />}
      {header && header.Status !== 'cancelled' && <AssistanceSection logic={logic.assistance} clid={clid} classTool={header.ClassTool} />}
    </section>
  );
}

/** A remark is written once the class has started, unless it was cancelled or missed (the server has the last word). */
function canRemark(header: ClassDetailHeader): boolean {
  return (header.Status === 'booked' || header.Status === 'finished') && Date.parse(header.StartTime) <= Date.now();
}

function ClassFacts({ header }: { header: ClassDetailHeader }) {
  const facts: Array<[string, string]> = [
    ['Time', `${header.LocalStart} – ${header.LocalEnd.slice(11)} (${header.ZoneLabel})`],
    ['Student', [header.Student.Name, header.Student.EnglishLevel, header.Student.Country].filter(Boolean).join(' · ')],
    ['Course', header.CourseName],
    ['Lesson', header.LessonName || 'Not set yet'],
    ['Class tool', header.ClassToolName],
    ['Class type', header.ClassTypeLabel],
    ['Status', [header.Status, header.StatusDetail].filter(Boolean).join(': ')],
    ['CLID', String(header.info.CLID)],
    ['UCID', String(header.info.UCID)],
    ['StuUID', String(header.info.StuUID)],
    ['SID', String(header.info.SID)],
    ['Class over', header.info.IsOverClass ? 'Yes' : 'No'],
    ['Test lesson', header.info.istext ? 'Yes' : 'No'],
  ];
  return (
    <dl className="class-detail-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AttendanceDialogMachine } from '../../machines/attendance-dialog.machine';
import type { ClassNoticeDialogMachine } from '../../machines/class-notice-dialog.machine';
import type { ClassRequestPopupMachine } from '../../machines/class-request-popup.machine';
import type { MessageDialogsMachine } from '../../machines/message-dialogs.machine';
import { selectOpenDialogs } from '../../machines/message-dialogs.selectors';
import { messageDialogKind } from '../../machines/message-dialogs.types';
import type { RealtimeMachine } from '../../machines/realtime.machine';
import { selectRealtimeStatus } from '../../machines/realtime.selectors';
import type { SystemMessageDialogMachine } from '../../machines/system-message-dialog.machine';
import { useRealtime, useMessageDialogs } from '../use-signed-in-parts';
import '../styles/message.css';

// Each kind of dialog loads the first time one opens (the attendance form brings a dropdown).
const AttendanceDialog = lazy(() => import('./attendance-dialog').then((module) => ({ default: module.AttendanceDialog })));
const ClassNoticeDialog = lazy(() => import('./class-notice-dialog').then((module) => ({ default: module.ClassNoticeDialog })));
const ClassRequestPopup = lazy(() => import('./class-request-popup').then((module) => ({ default: module.ClassRequestPopup })));
const SystemMessageDialog = lazy(() => import('./system-message-dialog').then((module) => ({ default: module.SystemMessageDialog })));

/** The message dialogs the session has open, mounted once; and the realtime state on the page. */
export function MessageDialogs() {
  const host = useMessageDialogs();
  const realtime = useRealtime();
  return (
    <>
      {host && <OpenDialogs host={host} />}
      {realtime && <RealtimeStateMarker realtime={realtime} />}
    </>
  );
}

function OpenDialogs({ host }: { host: ActorRefFrom<MessageDialogsMachine> }) {
  const dialogs = useSelector(host, selectOpenDialogs);
  return (
    <Suspense fallback={null}>
      {Object.entries(dialogs).map(([id, ref]) => {
        switch (messageDialogKind(id)) {
          case 'classNotice':
            return <ClassNoticeDialog key={id} dialogRef={ref as ActorRefFrom<ClassNoticeDialogMachine>} />;
          case 'systemMessage':
            return <SystemMessageDialog key={id} dialogRef={ref as ActorRefFrom<SystemMessageDialogMachine>} />;
          case 'attendance':
            return <AttendanceDialog key={id} dialogRef={ref as ActorRefFrom<AttendanceDialogMachine>} />;
          case 'classRequest':
            return <ClassRequestPopup key={id} dialogRef={ref as ActorRefFrom<ClassRequestPopupMachine>} />;
          default:
            return null;
        }
      })}
    </Suspense>
  );
}

/**
 * `data-realtime-state` on the body: where this tab's realtime connection stands (connected,
 * following another tab, polling...). Support and the browser tests read it.
 */
function RealtimeStateMarker({ realtime }: { realtime: ActorRefFrom<RealtimeMachine> }) {
  const status = useSelector(realtime, selectRealtimeStatus);
  useEffect(() => {
    document.body.dataset.realtimeState = status;
  }, [status]);
  useEffect(() => () => void delete document.body.dataset.realtimeState, []);
  return null;
}

import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
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
import { SessionContext } from '../session-context';
import '../styles/message.css';
import { AttendanceDialog } from './attendance-dialog';
import { ClassNoticeDialog } from './class-notice-dialog';
import { ClassRequestPopup } from './class-request-popup';
import { SystemMessageDialog } from './system-message-dialog';

/** The message dialogs the session has open, mounted once; and the realtime state on the page. */
export function MessageDialogs() {
  const host = SessionContext.useSelector((snapshot) => snapshot.children.messageDialogs);
  const realtime = SessionContext.useSelector((snapshot) => snapshot.children.realtime);
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
    <>
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
    </>
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

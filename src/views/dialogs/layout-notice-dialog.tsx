import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ActorRefFrom } from 'xstate';
import { createLayoutNoticesLogic } from '../../actors/layout-notices.actors';
import type { HostedDialogId } from '../../domain/dialog-host';
import { HOLIDAY_GREETING_DELAY_MS, LayoutNoticeTexts, LayoutNoticeKind } from '../../domain/layout-notices';
import type { layoutNoticeMachine } from '../../machines/layout-notice.machine';
import { useAreaLogic } from '../page-logic-context';
import { useHostedDialog } from './dialog-host';

const ANSWER: Record<LayoutNoticeKind, string> = {
  [LayoutNoticeKind.holiday]: LayoutNoticeTexts.holidayAnswer,
  [LayoutNoticeKind.poster]: LayoutNoticeTexts.posterAnswer,
  [LayoutNoticeKind.transfer]: LayoutNoticeTexts.transferAnswer,
};

const HOSTED_AS: Record<LayoutNoticeKind, HostedDialogId> = {
  [LayoutNoticeKind.holiday]: 'holidayGreeting',
  [LayoutNoticeKind.poster]: 'appPoster',
  [LayoutNoticeKind.transfer]: 'transferNotice',
};

/** The provider's notices (growth-account.md §4), each run by the layout and shown through the dialog host. */
export function LayoutNotices() {
  const logic = useAreaLogic(createLayoutNoticesLogic);
  const holiday = useActorRef(logic.holiday, { input: { delayMs: HOLIDAY_GREETING_DELAY_MS } });
  const poster = useActorRef(logic.poster, { input: { delayMs: 0 } });
  const transfer = useActorRef(logic.transfer, { input: { delayMs: 0 } });
  return (
    <>
      <LayoutNoticeView actor={transfer} kind={LayoutNoticeKind.transfer} />
      <LayoutNoticeView actor={poster} kind={LayoutNoticeKind.poster} />
      <LayoutNoticeView actor={holiday} kind={LayoutNoticeKind.holiday} />
    </>
  );
}

export function LayoutNoticeView({ actor, kind }: { actor: ActorRefFrom<typeof layoutNoticeMachine>; kind: LayoutNoticeKind }) {
  const open = useHostedDialog(
    HOSTED_AS[kind],
    useSelector(actor, (snapshot) => snapshot.matches('open')),
  );
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const close = () => actor.send({ type: 'notice.close' });
  const footer = (
    <>
      {kind === LayoutNoticeKind.poster && notice?.LinkUrl ? (
        <a className="p-button p-button-outlined" href={notice.LinkUrl} target="_blank" rel="noopener noreferrer" onClick={close}>
          {LayoutNoticeTexts.openLink}
        </a>
      ) : null}
      <Button label={ANSWER[kind]} onClick={close} autoFocus />
    </>
  );
  return (
    <Dialog
      header={notice?.Title ?? ''}
      visible={open && notice !== null}
      onHide={close}
      footer={footer}
      style={{ width: kind === LayoutNoticeKind.poster ? '550px' : '400px', maxWidth: '95vw' }}
    >
      {notice?.ImageUrl ? (
        <img
          src={notice.ImageUrl}
          alt={notice.Title}
          style={{ display: 'block', width: '100%', height: 'auto', borderRadius: '8px', marginBottom: '0.75rem' }}
        />
      ) : null}
      <p style={{ margin: 0, lineHeight: 1.5 }}>{notice?.Body}</p>
    </Dialog>
  );
}

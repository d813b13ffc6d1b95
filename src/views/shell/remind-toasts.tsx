import '../styles/remind-toasts.css';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { createLayoutRemindsLogic } from '../../actors/layout-reminds.actors';
import { RemindTexts } from '../../domain/layout-reminds';
import type { layoutRemindsMachine } from '../../machines/layout-reminds.machine';
import { useAreaLogic } from '../page-logic-context';
import { useRealtime } from '../use-signed-in-parts';

/** The reminders realtime brings, as toasts with a link (src/domain/layout-reminds.ts), run by the layout. */
export function RemindToasts() {
  const actor = useActorRef(useAreaLogic(createLayoutRemindsLogic));
  const realtime = useRealtime();
  useEffect(() => {
    if (!realtime) return undefined;
    const subscription = realtime.on('remind.arrived', ({ remind }) => actor.send({ type: 'remind.arrived', remind }));
    return () => subscription.unsubscribe();
  }, [realtime, actor]);
  return <RemindToastsView actor={actor} />;
}

export function RemindToastsView({ actor }: { actor: ActorRefFrom<typeof layoutRemindsMachine> }) {
  const shown = useSelector(actor, (snapshot) => snapshot.context.shown);
  const close = (id: number) => actor.send({ type: 'remind.close', id });
  return (
    <section className="remind-toasts" aria-label={RemindTexts.region} aria-live="polite">
      {shown.map((remind) => (
        <article key={remind.id} className="remind-toast" aria-labelledby={`remind-${remind.id}-title`}>
          <div className="remind-toast-head">
            <i className="pi pi-bell" aria-hidden="true" />
            <h2 id={`remind-${remind.id}-title`}>{remind.title}</h2>
            <button type="button" className="remind-toast-close" aria-label={RemindTexts.close} onClick={() => close(remind.id)}>
              <i className="pi pi-times" aria-hidden="true" />
            </button>
          </div>
          <p>{remind.text}</p>
          <Link href={remind.link.href} onClick={() => close(remind.id)}>
            {remind.link.label} <i className="pi pi-angle-right" aria-hidden="true" />
          </Link>
        </article>
      ))}
    </section>
  );
}

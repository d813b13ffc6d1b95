import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { FLOWER_REMARK_MAX } from '../../../domain/flowers';
import type { flowerExchangeMachine } from '../../../machines/flower-exchange.machine';

type ExchangeActor = ActorRefFrom<typeof flowerExchangeMachine>;

/** The flowers-for-cash dialog: §5's plus and minus, count and remark with their messages, the server's refusal. */
export function ExchangeDialog({ dialog: child }: { dialog: AnyActorRef }) {
  const dialog = child as ExchangeActor;
  const quota = useSelector(dialog, (s) => s.context.quota);
  const count = useSelector(dialog, (s) => s.context.count);
  const remark = useSelector(dialog, (s) => s.context.remark);
  const countError = useSelector(dialog, (s) => s.context.countError);
  const remarkError = useSelector(dialog, (s) => s.context.remarkError);
  const failure = useSelector(dialog, (s) => s.context.failure);
  const submitting = useSelector(dialog, (s) => s.matches('submitting'));

  return (
    <Dialog header="Flowers For Cash" visible style={{ width: 550 }} onHide={() => dialog.send({ type: 'exchange.cancel' })}>
      <form
        className="flowers-exchange"
        aria-label="Exchange flowers"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dialog.send({ type: 'exchange.submit' });
        }}
      >
        <p>You can exchange up to {quota} flowers now.</p>
        <label htmlFor="flowers-count">Flowers</label>
        <div className="flowers-stepper">
          <Button
            type="button"
            icon="pi pi-minus"
            aria-label="Fewer flowers"
            disabled={(count ?? 0) <= 0}
            onClick={() => dialog.send({ type: 'exchange.decrement' })}
          />
          <input
            id="flowers-count"
            inputMode="numeric"
            value={count ?? ''}
            aria-invalid={countError !== ''}
            aria-describedby="flowers-count-error"
            onChange={(event) => {
              const text = event.target.value.trim();
              dialog.send({ type: 'exchange.count', count: text === '' ? null : Number(text) });
            }}
          />
          <Button
            type="button"
            icon="pi pi-plus"
            aria-label="More flowers"
            disabled={(count ?? 0) >= quota}
            onClick={() => dialog.send({ type: 'exchange.increment' })}
          />
        </div>
        <small id="flowers-count-error" className="p-error">
          {countError}
        </small>
        <label htmlFor="flowers-remark">Remark</label>
        <textarea
          id="flowers-remark"
          rows={3}
          value={remark}
          aria-invalid={remarkError !== ''}
          aria-describedby="flowers-remark-count flowers-remark-error"
          onChange={(event) => dialog.send({ type: 'exchange.remark', remark: event.target.value })}
        />
        <small id="flowers-remark-count" className="flowers-counter">
          {remark.length}/{FLOWER_REMARK_MAX}
        </small>
        <small id="flowers-remark-error" className="p-error">
          {remarkError}
        </small>
        {failure && (
          <p className="p-error" role="alert">
            {failure}
          </p>
        )}
        <div className="flowers-actions">
          <Button type="button" text label="Cancel" onClick={() => dialog.send({ type: 'exchange.cancel' })} />
          <Button type="submit" label="Exchange" loading={submitting} />
        </div>
      </form>
    </Dialog>
  );
}

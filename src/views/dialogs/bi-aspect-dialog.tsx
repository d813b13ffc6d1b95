import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import type { ActorRefFrom } from 'xstate';
import { createBiAspectLogic } from '../../actors/bi-aspect.actors';
import { BiAspectTexts } from '../../domain/bi-aspect';
import type { biAspectDialogMachine } from '../../machines/bi-aspect-dialog.machine';
import { useAreaLogic } from '../page-logic-context';
import { useHostedDialog } from './dialog-host';

/** The bi-aspect tags dialog, run by the layout (growth-account.md §4). */
export function BiAspectDialog() {
  return <BiAspectDialogView actor={useActorRef(useAreaLogic(createBiAspectLogic))} />;
}

export function BiAspectDialogView({ actor }: { actor: ActorRefFrom<typeof biAspectDialogMachine> }) {
  const open = useHostedDialog(
    'biAspectTags',
    useSelector(actor, (snapshot) => snapshot.matches('open')),
  );
  const groups = useSelector(actor, (snapshot) => snapshot.context.groups);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ open: 'saving' }));
  const later = () => actor.send({ type: 'biAspect.later' });
  const footer = (
    <>
      <Button label={BiAspectTexts.later} text onClick={later} disabled={saving} />
      <Button label={BiAspectTexts.submit} type="submit" form="bi-aspect-form" loading={saving} />
    </>
  );
  return (
    <Dialog header={BiAspectTexts.title} visible={open} onHide={later} footer={footer} style={{ width: '550px', maxWidth: '95vw' }}>
      <p style={{ marginTop: 0 }}>{BiAspectTexts.intro}</p>
      <form
        id="bi-aspect-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'biAspect.submit' });
        }}
      >
        {groups.map((group) => {
          const errorId = `bi-aspect-${group.AspectId}-error`;
          const chosen = group.Tags.filter((tag) => selected.includes(tag.TagId)).length;
          return (
            <fieldset
              key={group.AspectId}
              aria-describedby={errors[group.AspectId] ? errorId : undefined}
              style={{ border: '1px solid var(--surface-border)', borderRadius: '8px', padding: '0.5rem 0.75rem 0.75rem', marginBottom: '0.75rem' }}
            >
              <legend style={{ fontWeight: 600, padding: '0 0.25rem' }}>
                {group.AspectName}{' '}
                <span style={{ fontWeight: 400, color: 'var(--text-color-secondary)' }}>
                  ({chosen} of {group.MaxSelected})
                </span>
              </legend>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '0.5rem' }}>
                {group.Tags.map((tag) => {
                  const id = `bi-aspect-tag-${tag.TagId}`;
                  return (
                    <div key={tag.TagId} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
                      <Checkbox
                        inputId={id}
                        checked={selected.includes(tag.TagId)}
                        disabled={saving}
                        onChange={() => actor.send({ type: 'biAspect.toggle', tagId: tag.TagId })}
                      />
                      <label htmlFor={id}>{tag.TagName}</label>
                    </div>
                  );
                })}
              </div>
              {errors[group.AspectId] ? (
                <small id={errorId} role="alert" className="p-error" style={{ display: 'block', marginTop: '0.5rem' }}>
                  {errors[group.AspectId]}
                </small>
              ) : null}
            </fieldset>
          );
        })}
      </form>
    </Dialog>
  );
}

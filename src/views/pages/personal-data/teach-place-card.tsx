import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, type FormEvent } from 'react';
import { createRecordsLogic } from '../../../actors/records.actors';
import { PLACE_LEVELS, type TeachPlaceInput } from '../../../machines/teach-place.machine';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import { Field } from '../../components/form-field';

/** Where the tutor teaches from: country, province and city from Locations, and their school. */
export function TeachPlaceCard({ current, onSaved }: TeachPlaceInput & { onSaved: () => void }) {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).teachPlace, { input: { current } });
  useForwardNotices(actor);
  useEffect(() => {
    const subscription = actor.on('saved', onSaved);
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);
  const shown = useSelector(actor, (s) => s.context.current);
  const options = useSelector(actor, (s) => s.context.options);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const schools = useSelector(actor, (s) => s.context.schools);
  const school = useSelector(actor, (s) => s.context.school);
  const locationError = useSelector(actor, (s) => s.context.locationError);
  const schoolError = useSelector(actor, (s) => s.context.schoolError);
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  const saveLocation = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'place.saveLocation' });
  };
  const saveSchool = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'place.saveSchool' });
  };
  const where = [shown.city, shown.province, shown.country].filter(Boolean).join(', ');

  return (
    <section className="records-card" aria-labelledby="teach-place-title">
      <h2 id="teach-place-title">Where you teach from</h2>
      <p>
        Now: <strong>{where || 'not set'}</strong>
        {shown.school && (
          <>
            {' '}
            · School: <strong>{shown.school}</strong>
          </>
        )}
      </p>
      <form className="records-form" onSubmit={saveLocation} aria-label="Location" noValidate>
        <div className="records-place-row">
          {PLACE_LEVELS.map((level, index) => (
            <Field key={level} id={`place-${index}`} label={level}>
              {/* A native select: the cascade is short lists, and it is what every browser and screen reader knows. */}
              <select
                id={`place-${index}`}
                className="p-inputtext p-component"
                value={chosen[index] ?? ''}
                disabled={busy || (options[index] ?? []).length === 0}
                onChange={(e) => actor.send({ type: 'place.choose', level: index, id: Number(e.target.value) })}
              >
                <option value="" disabled>
                  Choose a {level.toLowerCase()}
                </option>
                {(options[index] ?? []).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </Field>
          ))}
        </div>
        {locationError && (
          <small className="p-error" role="alert">
            {locationError}
          </small>
        )}
        <div className="records-actions">
          <Button type="submit" label="Save location" disabled={busy} />
        </div>
      </form>
      <form className="records-form" onSubmit={saveSchool} aria-label="School" noValidate>
        <Field id="place-school" label="School" error={schoolError ?? undefined}>
          <InputText
            id="place-school"
            list="place-schools"
            maxLength={200}
            value={school}
            onChange={(e) => actor.send({ type: 'place.typeSchool', value: e.target.value })}
          />
          <datalist id="place-schools">
            {schools.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </Field>
        <div className="records-actions">
          <Button type="submit" label="Save school" disabled={busy} />
        </div>
      </form>
    </section>
  );
}

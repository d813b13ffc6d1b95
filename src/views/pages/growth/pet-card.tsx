import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PET_NAME_MAX, PET_RENAME_LIMIT } from '../../../domain/growth';
import type { growthCenterMachine } from '../../../machines/growth-center.machine';
import { PetSkins } from './pet-skins';

/** The pet: adopt it, see it grow with the level, rename it while renames remain. */
export function PetCard({ centre }: { centre: ActorRefFrom<typeof growthCenterMachine> }) {
  const pet = useSelector(centre, (s) => s.context.data?.pet ?? null);
  const busy = useSelector(centre, (s) => s.context.busy !== null);
  const worn = useSelector(centre, (s) => s.context.data?.skins.find((skin) => skin.Worn) ?? null);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  if (!pet) return null;
  return (
    <section className="growth-card growth-pet" aria-labelledby="growth-pet-title">
      <h2 id="growth-pet-title">My pet</h2>
      {pet.IsAdopt ? (
        <>
          <div className="growth-pet-picture">
            <img src={pet.PictureUrl} alt={`${pet.PetName}, level ${pet.PetLevel}`} width={120} height={120} />
            {worn && <img className="growth-pet-outfit" src={worn.PictureUrl} alt={`wearing the ${worn.Name}`} width={120} height={120} />}
          </div>
          <p className="growth-pet-name" data-testid="pet-name">
            {pet.PetName}
          </p>
          <p className="growth-pet-hint">
            LV.{pet.PetLevel} · renamed {pet.AlterNum} of {PET_RENAME_LIMIT} times
          </p>
          {editing ? (
            <form
              className="growth-pet-rename"
              onSubmit={(e) => {
                e.preventDefault();
                centre.send({ type: 'pet.rename', petName: name });
                setEditing(false);
              }}
            >
              <label htmlFor="pet-name-input">New name</label>
              <InputText id="pet-name-input" value={name} maxLength={PET_NAME_MAX} onChange={(e) => setName(e.target.value)} autoFocus />
              <Button type="submit" size="small" label="Save name" disabled={busy} />
              <Button type="button" size="small" text label="Cancel" onClick={() => setEditing(false)} />
            </form>
          ) : (
            <Button
              size="small"
              outlined
              label="Rename"
              disabled={!pet.IsCanModified || busy}
              onClick={() => {
                setName(pet.PetName);
                setEditing(true);
              }}
            />
          )}
          <PetSkins centre={centre} />
        </>
      ) : (
        <>
          <img src="/images/pet/egg.svg" alt="A pet waiting to hatch" width={120} height={120} />
          <p>Adopt a pet: it grows with your level (+1 growth value).</p>
          <Button size="small" label="Adopt a pet" disabled={busy} onClick={() => centre.send({ type: 'pet.adopt' })} />
        </>
      )}
    </section>
  );
}

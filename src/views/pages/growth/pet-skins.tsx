import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { ActorRefFrom } from 'xstate';
import type { growthCenterMachine } from '../../../machines/growth-center.machine';

/** The pet's outfits: one unlocked at each of some levels, received once, worn one at a time. */
export function PetSkins({ centre }: { centre: ActorRefFrom<typeof growthCenterMachine> }) {
  const skins = useSelector(centre, (s) => s.context.data?.skins ?? []);
  const busy = useSelector(centre, (s) => s.context.busy !== null);
  if (skins.length === 0) return null;
  return (
    <ul className="growth-skins" aria-label="Pet outfits">
      {skins.map((skin) => (
        <li key={skin.Id} className={skin.Owned ? 'is-owned' : undefined} aria-label={skin.Name}>
          <img src={skin.PictureUrl} alt="" width={40} height={40} />
          <span>
            {skin.Name} <small>LV.{skin.Level}</small>
          </span>
          {skin.Worn ? (
            <Button size="small" text label="Take off" disabled={busy} onClick={() => centre.send({ type: 'pet.wear', id: skin.Id, isDefault: true })} />
          ) : skin.Owned ? (
            <Button size="small" text label="Wear" disabled={busy} onClick={() => centre.send({ type: 'pet.wear', id: skin.Id, isDefault: false })} />
          ) : skin.CanReceive ? (
            <Button size="small" label="Receive" disabled={busy} onClick={() => centre.send({ type: 'pet.receiveSkin', level: skin.Level })} />
          ) : (
            <small>Locked</small>
          )}
        </li>
      ))}
    </ul>
  );
}

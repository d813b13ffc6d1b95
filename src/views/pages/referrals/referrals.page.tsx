import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { createReferralsLogic } from '../../../actors/referrals.actors';
import type { ApplicationField } from '../../../domain/referrals';
import { useForwardNotices } from '../../components/use-forward-notices';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { Field } from '../../components/form-field';
import '../../styles/feedback.css';

const FIELDS: Array<{ field: ApplicationField; label: string }> = [
  { field: 'FirstName', label: 'First name' },
  { field: 'LastName', label: 'Last name' },
  { field: 'Email', label: 'E-mail' },
  { field: 'SkyID', label: 'Skype ID' },
  { field: 'MobileNumber', label: 'Mobile number' },
  { field: 'Country', label: 'Country' },
];

/** /myReferrals: the referral link, add referral (TutorApply) and the referred applications with their track. */
export default function ReferralsPage() {
  const logic = useAreaLogic(createReferralsLogic);
  const page = useActorRef(logic.page);
  const add = useActorRef(logic.add);
  useForwardNotices(add);
  const link = useSelector(page, (s) => s.context.link);
  const list = useSelector(page, (s) => s.context.page);
  const trackId = useSelector(page, (s) => s.context.trackId);
  const track = useSelector(page, (s) => s.context.track);
  const failure = useSelector(page, (s) => s.context.failure);
  const form = useSelector(add, (s) => s.context.form);
  const errors = useSelector(add, (s) => s.context.errors);
  const submitting = useSelector(add, (s) => s.matches('submitting'));
  const added = useSelector(add, (s) => s.matches('added'));
  const zone = useProviderZone();

  useEffect(() => {
    const subscription = add.on('added', () => page.send({ type: 'referrals.reload' }));
    return () => subscription.unsubscribe();
  }, [add, page]);

  return (
    <section className="feedback-page" aria-labelledby="referrals-title">
      <h1 id="referrals-title">My Referrals</h1>
      {link && (
        <p>
          Your referral link: <a href={link}>{link}</a>
        </p>
      )}
      {failure && <p role="alert">{failure}</p>}
      {added ? (
        <p role="status">
          Referral sent. <Button text size="small" label="Add another referral" onClick={() => add.send({ type: 'referral.reset' })} />
        </p>
      ) : (
        <form
          className="feedback-form feedback-thread"
          aria-label="Add referral"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            add.send({ type: 'referral.submit' });
          }}
        >
          <h2>Add referral</h2>
          {FIELDS.map(({ field, label }) => (
            <Field key={field} id={`referral-${field}`} label={label} error={errors[field]}>
              <input
                id={`referral-${field}`}
                type="text"
                maxLength={100}
                value={form[field]}
                onChange={(e) => add.send({ type: 'referral.edit', field, value: e.target.value })}
              />
            </Field>
          ))}
          <div className="feedback-actions">
            <Button type="submit" label="Submit referral" loading={submitting} disabled={submitting} />
          </div>
        </form>
      )}
      <div className="feedback-list">
        <table>
          <caption className="sr-only">Referred tutors</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Country</th>
              <th scope="col">Step</th>
              <th scope="col">Track</th>
            </tr>
          </thead>
          <tbody>
            {list.Items.length === 0 && (
              <tr>
                <td colSpan={5}>No referrals yet.</td>
              </tr>
            )}
            {list.Items.map((item) => (
              <tr key={item.ApplyId}>
                <td>{item.Name}</td>
                <td>{item.Email}</td>
                <td>{item.Country}</td>
                <td>{item.Step}</td>
                <td>
                  <Button
                    text
                    size="small"
                    label="Track"
                    aria-label={`Track of ${item.Name}`}
                    onClick={() => page.send({ type: 'track.open', applyId: item.ApplyId })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {trackId !== null && (
        <section className="feedback-thread" aria-label="Application track">
          <h2>Application track</h2>
          <ZoneNote />
          <ol>
            {track.map((step) => (
              <li key={step.Step} className="feedback-reply">
                <small>{dateTimeIn(step.At, zone)}</small>
                {step.Step}
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}

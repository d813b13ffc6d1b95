import { SessionContext } from '../../session-context';

/** The signed-in tutor's home: who they are and this month's figures. */
export default function HomePage() {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  if (!user) return null;
  return (
    <section className="home-page" aria-labelledby="home-title">
      <h1 id="home-title">Welcome back, {user.fullName}</h1>
      <dl className="home-figures">
        <div>
          <dt>Teacher ID</dt>
          <dd>{user.tuid}</dd>
        </div>
        <div>
          <dt>Level</dt>
          <dd>{user.integralLevel}</dd>
        </div>
        <div>
          <dt>Teaching points</dt>
          <dd>{user.teachingPoints}</dd>
        </div>
        <div>
          <dt>Flowers</dt>
          <dd>{user.flowers}</dd>
        </div>
        <div>
          <dt>Classes completed this month</dt>
          <dd>{user.completion}</dd>
        </div>
      </dl>
    </section>
  );
}

import { Link } from 'wouter';
import '../../styles/records.css';

/** /moodle (public): the training platform's landing; sign in to open it with single sign-on. */
export default function MoodlePage() {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="moodle-title">
        <h1 id="moodle-title">Training platform</h1>
        <p>
          Courses, assessments and training messages are on the training platform. Sign in to the portal and open the Training Center: you are signed in to the
          platform automatically.
        </p>
        <p className="records-links">
          <Link href="/login">Sign in</Link> · <Link href="/forgetPassword">Forgot password?</Link>
        </p>
      </section>
    </main>
  );
}

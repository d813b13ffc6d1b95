import type { ReactNode } from 'react';
import '../styles/records.css';

/** A labelled form field with its error under it (announced when it appears); the look is records.css's `.records-field`. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="records-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <small className="p-error" id={`${id}-error`} role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

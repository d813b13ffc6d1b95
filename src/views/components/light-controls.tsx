import { useState, type ButtonHTMLAttributes, type InputHTMLAttributes } from 'react';
import '../styles/light-controls.css';

/**
 * Plain elements dressed in the PrimeReact theme's classes, for the signed-out pages: they look
 * like the library's Button and Password, and keep its JavaScript (about 35 KB gzip) off the
 * sign-in route. Pages behind the shell use PrimeReact itself.
 */
export function LightButton({
  label,
  icon,
  loading = false,
  outlined = false,
  className = '',
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; icon?: string; loading?: boolean; outlined?: boolean }) {
  const classes = ['p-button', 'p-component', outlined ? 'p-button-outlined' : '', disabled || loading ? 'p-disabled' : '', className]
    .filter(Boolean)
    .join(' ');
  const shownIcon = loading ? 'pi pi-spinner pi-spin' : icon;
  return (
    <button type="button" {...rest} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {shownIcon && <span className={`p-button-icon p-button-icon-left ${shownIcon}`} aria-hidden="true" />}
      <span className="p-button-label">{label}</span>
    </button>
  );
}

export function LightInput({ className = '', ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...rest} className={`p-inputtext p-component ${className}`.trim()} />;
}

/** A password field with the show/hide toggle of PrimeReact's `toggleMask`. */
export function LightPassword({ id, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string }) {
  const [shown, setShown] = useState(false);
  return (
    <span className="light-password p-password p-component p-inputwrapper">
      <input {...rest} id={id} type={shown ? 'text' : 'password'} className="p-inputtext p-component p-password-input" />
      <button
        type="button"
        className="light-password-toggle"
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-controls={id}
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        <span className={`pi ${shown ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden="true" />
      </button>
    </span>
  );
}

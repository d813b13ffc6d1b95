import 'primeicons/primeicons.css';
import 'primereact/resources/primereact.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import './views/styles/app.css';
import { App } from './views/app';
import { applyTheme } from './views/theme';

/** In development, `?inspect` attaches the Stately inspector (loaded lazily, never in production). */
async function loadInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect as (event: InspectionEvent) => void;
}

applyTheme('light');
void loadInspector().then((inspect) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App {...(inspect ? { inspect } : {})} />
    </StrictMode>,
  );
});

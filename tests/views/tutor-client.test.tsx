import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import { ClientDownloadSource, ClientType } from '../../src/domain/client-logs';
import { Messages } from '../../src/domain/messages';
import { sessionMachine } from '../../src/machines/session.machine';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import TutorClientPage from '../../src/views/pages/public-info/tutor-client.page';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts } from '../machines/path-testing';
import { fakeApi } from './shell-harness';

/** /tutorClient (public): the installers' links, the old-client notice, and each download logged from the page. */
describe('the TutorClient page', () => {
  it('offers both installers with the notice and logs a download as started on the page', async () => {
    const { api, callsTo } = fakeApi({ '/api/Account/AddTutorClientDownloadsLog': null });
    const deps = { api, reportError: () => {}, startUpload: () => {}, notify: () => {} } as unknown as PageDeps;
    const logic = sessionMachine.provide({
      actors: {
        routeGuard: silentCallback() as never,
        singleSignOn: silentCallback() as never,
        followUpLoads: silentCallback(),
        signedInParts: signedInParts(),
      },
      actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
    });
    render(
      <SessionContext.Provider
        logic={logic}
        options={{ input: { token: '', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] } }}
      >
        <TestPageLogicProvider deps={deps}>
          <Router hook={memoryLocation({ path: '/tutorClient' }).hook}>
            <TutorClientPage />
          </Router>
        </TestPageLogicProvider>
      </SessionContext.Provider>,
    );
    expect(screen.getByRole('note')).toHaveTextContent(Messages.oldClientOffline);
    const mac = screen.getByRole('link', { name: 'Download for Mac' });
    expect(screen.getByRole('link', { name: 'Download for Windows' })).toBeInTheDocument();
    // Only the log matters here, not jsdom following the download link.
    mac.addEventListener('click', (event) => event.preventDefault());
    mac.click();
    await waitFor(() =>
      expect(callsTo('/api/Account/AddTutorClientDownloadsLog')[0]?.body).toMatchObject({
        SourceType: ClientDownloadSource.tutorClientPage,
        ClientType: ClientType.mac,
      }),
    );
  });
});

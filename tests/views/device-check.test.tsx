import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import { DeviceCheckTexts } from '../../src/domain/device-check';
import { CallMessages } from '../../src/domain/im';
import { sessionMachine } from '../../src/machines/session.machine';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import AgoraTestPage from '../../src/views/pages/static-tools/agora-test.page';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts } from '../machines/path-testing';
import { fakeApi } from './shell-harness';

function renderPage() {
  const { api, callsTo } = fakeApi({ '/api/NetworkTest/RecordDeviceCheck': { CheckedAt: '2026-03-01T00:00:00.000Z' } });
  const withMessage = {
    ...api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await api.post(p, body, query),
      message: DeviceCheckTexts.recorded,
    }),
  };
  const deps = { api: withMessage, reportError: () => {}, startUpload: () => {}, notify: () => {} } as unknown as PageDeps;
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
      options={{ input: { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] } }}
    >
      <TestPageLogicProvider deps={deps}>
        <Router hook={memoryLocation({ path: '/test' }).hook}>
          <AgoraTestPage />
        </Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
  return { callsTo };
}

const devices = () => screen.getByRole('list', { name: 'Devices' });

/** /test (agora-test): the device check over the browser's media APIs. */
describe('the device check page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the camera and microphone one at a time, releases them, asks about the speakers and records the result', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [{ stop }] });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const { callsTo } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Test my devices' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, I heard it' }));
    expect(await screen.findByText(DeviceCheckTexts.ready)).toBeInTheDocument();
    expect(devices()).toHaveTextContent(DeviceCheckTexts.cameraOk);
    expect(devices()).toHaveTextContent(DeviceCheckTexts.microphoneOk);
    expect(getUserMedia.mock.calls).toEqual([[{ video: true }], [{ audio: true }]]);
    expect(stop).toHaveBeenCalledTimes(2);
    expect(callsTo('/api/NetworkTest/RecordDeviceCheck')[0]?.body).toMatchObject({ Camera: 'ok', Microphone: 'ok', Speakers: 'ok' });
  });

  it("says what is wrong with each device in the spec's words", async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const busy = Object.assign(new Error('busy'), { name: 'NotReadableError' });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn().mockRejectedValueOnce(denied).mockRejectedValueOnce(busy) } });
    const { callsTo } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Test my devices' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No sound' }));
    expect(await screen.findByText(DeviceCheckTexts.notReady)).toBeInTheDocument();
    expect(devices()).toHaveTextContent(CallMessages.deviceNotAllowed);
    expect(devices()).toHaveTextContent(CallMessages.deviceNotReadable);
    expect(devices()).toHaveTextContent(DeviceCheckTexts.speakersFailed);
    expect(callsTo('/api/NetworkTest/RecordDeviceCheck')[0]?.body).toMatchObject({ Camera: 'failed', Microphone: 'failed', Speakers: 'failed' });
  });

  it('recommends Chrome in a browser without media APIs, and records that', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    const { callsTo } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Test my devices' }));
    expect(await screen.findByText(DeviceCheckTexts.notReady)).toBeInTheDocument();
    expect(devices()).toHaveTextContent(DeviceCheckTexts.unsupportedBrowser);
    expect(callsTo('/api/NetworkTest/RecordDeviceCheck')[0]?.body).toMatchObject({ Camera: 'unsupported' });
  });
});

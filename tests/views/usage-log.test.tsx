import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageLog } from '../../src/views/shell/usage-log';
import { renderInShell } from './shell-harness';

describe('usage log', () => {
  it('logs each page the tutor opens once per visit, with the web client name', async () => {
    const shell = renderInShell(<UsageLog />, { path: '/home' });
    await waitFor(() => expect(shell.callsTo('/api/TutorComm/AddTutorClientUsageLog')).toHaveLength(1));
    act(() => shell.location.navigate('/classTab'));
    act(() => shell.location.navigate('/home'));
    act(() => shell.location.navigate('/serviceFee'));
    await waitFor(() => expect(shell.callsTo('/api/TutorComm/AddTutorClientUsageLog')).toHaveLength(3));
    expect(shell.callsTo('/api/TutorComm/AddTutorClientUsageLog').map((call) => (call.body as { Action: string }).Action)).toEqual([
      '/home',
      '/classTab',
      '/serviceFee',
    ]);
    expect(shell.callsTo('/api/TutorComm/AddTutorClientUsageLog')[0]?.body).toMatchObject({ ClientName: 'TutorPortalWeb' });
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import { StaffAccountMessages, TUTOR_FLAGS, type TutorAccount, type TutorFlags } from '../../src/domain/staff-tutor-account';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { TutorAccountPanel } from '../../src/views/pages/staff/tutor-account-panel';
import { fakeApi, type Answers } from './shell-harness';

const flags = Object.fromEntries(TUTOR_FLAGS.map((flag) => [flag.key, flag.key === 'openSelfSchedule'])) as TutorFlags;
const active: TutorAccount = { Tuid: 100451, Account: 'staffrecord', Disabled: false, DisabledAt: null, DisabledReason: '', Flags: flags };

/** The panel with the account calls answered from `answers`; a POST answers its Msg through `messages`. */
function renderPanel(answers: Answers, messages: Record<string, string>) {
  const { api, callsTo } = fakeApi(answers);
  const deps = {
    api: { ...api, postWithMessage: async (path: string, body: unknown) => ({ body: await api.post(path, body), message: messages[path] ?? '' }) },
    reportError: () => {},
  } as unknown as PageDeps;
  const onChanged = vi.fn();
  render(
    <TestPageLogicProvider deps={deps}>
      <TutorAccountPanel tuid={100451} onChanged={onChanged} />
    </TestPageLogicProvider>,
  );
  return { callsTo, onChanged };
}

describe('tutor account panel', () => {
  it('saves only the switched flags, then tells the record to reload', async () => {
    let saved = active;
    const { callsTo, onChanged } = renderPanel(
      {
        '/api/Staff/TutorAccount': active,
        '/api/Staff/SetTutorFlags': (_query: unknown, body: { Flags: Partial<TutorFlags> }) => (saved = { ...active, Flags: { ...flags, ...body.Flags } }),
      },
      { '/api/Staff/SetTutorFlags': StaffAccountMessages.flagsSaved },
    );
    const group = await screen.findByRole('group', { name: 'Flags' });
    const save = within(group).getByRole('button', { name: 'Save flags' });
    expect(save).toBeDisabled();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Comments disabled (disableComment)' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Growth test group' }));
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent(StaffAccountMessages.flagsSaved);
    expect(callsTo('/api/Staff/SetTutorFlags')[0]?.body).toEqual({ Tuid: 100451, Flags: { disableComment: true, isGrowthSystemTestGroup: true } });
    expect(saved.Flags.disableComment).toBe(true);
    expect(within(group).getByRole('checkbox', { name: 'Comments disabled (disableComment)' })).toBeChecked();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('refuses a short password without a call, resets a good one and clears the field', async () => {
    const { callsTo } = renderPanel(
      { '/api/Staff/TutorAccount': active, '/api/Staff/ResetTutorPassword': true },
      { '/api/Staff/ResetTutorPassword': StaffAccountMessages.passwordReset },
    );
    const field = await screen.findByLabelText('New password');
    await userEvent.type(field, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(StaffAccountMessages.passwordTooShort);
    expect(callsTo('/api/Staff/ResetTutorPassword')).toHaveLength(0);
    await userEvent.type(field, '-but-longer');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffAccountMessages.passwordReset);
    expect(callsTo('/api/Staff/ResetTutorPassword')[0]?.body).toEqual({ Tuid: 100451, Password: 'short-but-longer' });
    expect(field).toHaveValue('');
  });

  it('disables with a reason and offers to enable again', async () => {
    const disabled: TutorAccount = { ...active, Disabled: true, DisabledAt: '2026-11-24T03:00:00.000Z', DisabledReason: 'Contract ended' };
    const { callsTo } = renderPanel(
      { '/api/Staff/TutorAccount': active, '/api/Staff/SetTutorDisabled': disabled },
      { '/api/Staff/SetTutorDisabled': StaffAccountMessages.disabled },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(StaffAccountMessages.disableReasonRequired);
    await userEvent.type(screen.getByLabelText('Reason to disable'), 'Contract ended');
    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Disabled since 2026-11-24 03:00 UTC: Contract ended')).toBeInTheDocument();
    expect(callsTo('/api/Staff/SetTutorDisabled')[0]?.body).toEqual({ Tuid: 100451, Disabled: true, Reason: 'Contract ended' });
    expect(screen.getByRole('button', { name: 'Enable account' })).toBeEnabled();
  });
});

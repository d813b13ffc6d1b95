import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Messages } from '../../src/domain/messages';
import { ApiError } from '../../src/services/api-errors';
import { AppShell } from '../../src/views/shell/app-shell';
import { HOLIDAY_DIALOG } from '../../src/views/shell/soft-mode-switch';
import { demoAnswers, renderInShell, tutor, type RenderShellOptions } from './shell-harness';

const panel = () => screen.getByRole('complementary', { name: 'Your panel' });
const renderPanel = (options: RenderShellOptions = {}) => renderInShell(<AppShell>page</AppShell>, options);
const clockInStatus = (status: number) => ({
  ...demoAnswers(),
  '/api/TutorComm/GetClockInStatus': { Status: status, WorkDate: '2025-03-10', ClockedInAt: null, FirstClassAt: null },
});

describe('person panel: clock-in', () => {
  it.each([
    [-1, 'Clocked In'],
    [1, 'Clocked In'],
    [2, 'Late'],
    [3, 'Late'],
  ])('status %i shows %s and cannot be clicked', async (status, text) => {
    renderPanel({ answers: clockInStatus(status) });
    const button = await within(panel()).findByRole('button', { name: text });
    expect(button).toBeDisabled();
  });

  it("writes the clock-in time in the provider's zone and names it", async () => {
    renderPanel({
      answers: {
        ...demoAnswers(),
        '/api/TutorComm/GetClockInStatus': {
          Status: 1,
          WorkDate: '2025-03-10',
          ClockedInAt: '2025-03-10T00:55:00.000Z',
          FirstClassAt: '2025-03-10T01:00:00.000Z',
        },
      },
    });
    await within(panel()).findByRole('button', { name: 'Clocked In' });
    // 00:55 UTC is 8:55 AM in Manila (the browser's zone is UTC here).
    expect(within(panel()).getByText('at 8:55 AM (Asia/Manila)')).toBeInTheDocument();
  });

  it('clocks in at status 0, shows the success alert and then Clocked In', async () => {
    const user = userEvent.setup();
    let status = 0;
    const { callsTo } = renderPanel({
      answers: {
        ...demoAnswers(),
        '/api/TutorComm/GetClockInStatus': () => ({ Status: status, WorkDate: '2025-03-10', ClockedInAt: null, FirstClassAt: null }),
        '/api/tutorcomm/Registration': () => {
          status = 1;
          return 1;
        },
      },
    });
    await user.click(await within(panel()).findByRole('button', { name: 'Clock In' }));
    const alert = await screen.findByRole('dialog', { name: 'Notice' });
    expect(alert).toHaveTextContent(Messages.clockInSuccess);
    expect(alert.querySelector('.pi-check-circle')).not.toBeNull();
    expect(await within(panel()).findByRole('button', { name: 'Clocked In' })).toBeDisabled();
    expect(callsTo('/api/tutorcomm/Registration')).toHaveLength(1);
  });

  it("hands a refused clock-in to the session's error catalogue (which shows its Msg in an alert)", async () => {
    const user = userEvent.setup();
    const { reported } = renderPanel({ answers: { ...demoAnswers(), '/api/tutorcomm/Registration': new ApiError('business', Messages.clockInAlready, 1) } });
    await user.click(await within(panel()).findByRole('button', { name: 'Clock In' }));
    await waitFor(() => expect(reported.map((error) => error.message)).toEqual([Messages.clockInAlready]));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
  });
});

describe('person panel: Soft Mode', () => {
  it('switches to the dark theme with the holiday dialog, saves it, and back to normal', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPanel();
    const softMode = await within(panel()).findByRole('switch', { name: 'Soft Mode' });
    expect(softMode).not.toBeChecked();
    await user.click(softMode);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(await screen.findByRole('dialog', { name: HOLIDAY_DIALOG.title })).toHaveTextContent(HOLIDAY_DIALOG.message);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo('/api/Account/SelectEyeProtectionMode').map((call) => call.query)).toEqual([{ type: 1 }]));
    await user.click(within(panel()).getByRole('switch', { name: 'Soft Mode' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    await waitFor(() => expect(callsTo('/api/Account/SelectEyeProtectionMode').map((call) => call.query)).toEqual([{ type: 1 }, { type: 0 }]));
  });

  it('restores the saved mode on start', async () => {
    renderPanel({ answers: { ...demoAnswers(), '/api/Account/TuEyeProtectionMode': 1 } });
    await waitFor(() => expect(within(panel()).getByRole('switch', { name: 'Soft Mode' })).toBeChecked());
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.queryByRole('dialog', { name: HOLIDAY_DIALOG.title })).toBeNull();
  });
});

describe('person panel: points and items', () => {
  it('lists the real scores, Growth Values for the growth test group, and the Flowers For Cash notice', async () => {
    renderPanel();
    const points = within(panel()).getByRole('region', { name: /Points and items/ });
    await waitFor(() => expect(within(points).getByText('Teaching Points').nextSibling).toHaveTextContent('134.7'));
    expect(points).toHaveAccessibleName('Points and items, 2025-03');
    expect(within(points).getByText('Flowers').nextSibling).toHaveTextContent('54');
    expect(within(points).getByText('Growth Values').nextSibling).toHaveTextContent('436.5');
    expect(within(points).getByText('Flowers For Cash').nextSibling).toHaveTextContent(Messages.flowersForCashUpgrading);
  });

  it('has no Growth Values row outside the growth test group', async () => {
    renderPanel({ user: tutor({ isGrowthSystemTestGroup: false }) });
    await waitFor(() => expect(within(panel()).getByText('Teaching Points').nextSibling).toHaveTextContent('134.7'));
    expect(within(panel()).queryByText('Growth Values')).toBeNull();
  });
});

describe('person panel: Sign Contract', () => {
  const actions = () => within(panel()).getByRole('navigation', { name: 'Actions' });

  it('is offered only when the contract check says it applies', async () => {
    renderPanel({ answers: { ...demoAnswers(), '/api/TutorComm/ShowContract': false } });
    await waitFor(() => expect(within(actions()).getByRole('link', { name: 'Personal Data' })).toBeInTheDocument());
    expect(within(actions()).queryByRole('button', { name: 'Sign Contract' })).toBeNull();
  });

  it('rule 1: personal information to improve asks first, then goes to /newPersonalData', async () => {
    const user = userEvent.setup();
    const { location } = renderPanel({ user: tutor({ isNeedToImprovePersonalInformation: true, awaitApproval: true, isInternationalOrCustom: true }) });
    await user.click(await within(actions()).findByRole('button', { name: 'Sign Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(Messages.personalInfoAsap);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/newPersonalData'));
  });

  it('rule 1: cancelling the question stays', async () => {
    const user = userEvent.setup();
    const { location } = renderPanel({ user: tutor({ isNeedToImprovePersonalInformation: true }) });
    await user.click(await within(actions()).findByRole('button', { name: 'Sign Contract' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Cancel' }));
    expect(location.history).toEqual(['/home']);
  });

  it('rule 2: awaiting approval tells the tutor and stays', async () => {
    const user = userEvent.setup();
    const { location } = renderPanel({ user: tutor({ awaitApproval: true, isInternationalOrCustom: true }) });
    await user.click(await within(actions()).findByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(Messages.personalDataVerifying);
    expect(location.history).toEqual(['/home']);
  });

  it('rule 3: an international or custom tutor goes to /signContractCustom', async () => {
    const user = userEvent.setup();
    const { location } = renderPanel({ user: tutor({ isInternationalOrCustom: true }) });
    await user.click(await within(actions()).findByRole('button', { name: 'Sign Contract' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/signContractCustom'));
  });

  it('rule 4: anyone else goes to /signContract', async () => {
    const user = userEvent.setup();
    const { location } = renderPanel();
    await user.click(await within(actions()).findByRole('button', { name: 'Sign Contract' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/signContract'));
  });
});

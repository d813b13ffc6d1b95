import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import { FlowerMessages, type FlowerBalance } from '../../src/domain/flowers';
import { ApiError } from '../../src/services/api-errors';
import FlowersPage from '../../src/views/pages/flowers/flowers.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { fakeApi, type Answers } from './shell-harness';

const balance = (patch: Partial<FlowerBalance> = {}): FlowerBalance => ({
  Balance: 12,
  ExchangedThisMonth: 0,
  MonthlyLimit: 100,
  Quota: 12,
  PhpPerFlower: 5,
  ExchangeEnabled: true,
  Month: '2026-11',
  ...patch,
});
const used = { Total: 1, Items: [{ Id: 5, Flowers: 4, AmountPhp: 20, Remark: 'School shoes', CreatedAt: '2026-11-02T03:00:00Z' }] };
const obtained = { Total: 1, Items: [{ Id: 6, Flowers: 2, Reason: 'Flowers from the student of class 812', ClassId: 812, CreatedAt: '2026-11-01T03:00:00Z' }] };

/** The page over a fake API; ExchangeCash answers through `exchange` (a thrown ApiError is a refusal). */
function renderFlowers(path: string, answers: Answers, exchange: (body: { flowersCount: number; remark: string }) => FlowerBalance) {
  const { api, callsTo } = fakeApi(answers);
  const withMessage = {
    ...api,
    postWithMessage: async (_path: string, body: { flowersCount: number; remark: string }) => ({ body: exchange(body), message: FlowerMessages.exchanged }),
  };
  const deps = {
    api: withMessage,
    reportError: () => {},
    startUpload: () => {},
    notify: () => {},
    menuLoaded: () => {},
    messagesChanged: () => {},
  } as unknown as PageDeps;
  const location = memoryLocation({ path });
  render(
    <TestPageLogicProvider deps={deps}>
      <Router hook={location.hook}>
        <FlowersPage />
      </Router>
    </TestPageLogicProvider>,
  );
  return { callsTo };
}

const answers = (current: { balance: FlowerBalance }): Answers => ({
  '/api/teachInfo/FlowerBalance': () => current.balance,
  '/api/teachInfo/TeachAcUseRecord': used,
  '/api/teachInfo/TeachAcRecord': obtained,
});

describe('the flowers page', () => {
  it('shows the balance and the used records by default, and the obtained ones on their tab', async () => {
    renderFlowers('/flowers', answers({ balance: balance() }), () => balance());
    expect(await screen.findByTestId('flower-balance')).toHaveTextContent('12');
    expect(screen.getByRole('table', { name: 'Used flowers' })).toHaveTextContent('School shoes');
    // 03:00 UTC is 11:00 AM in Manila, the provider's zone the page names (the browser's zone is UTC here).
    expect(screen.getByRole('table', { name: 'Used flowers' })).toHaveTextContent('Nov 2, 2026, 11:00 AM');
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Used flowers' })).toHaveAttribute('aria-current', 'page');
    // One page of records needs no pager.
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Obtained flowers' }));
    expect(await screen.findByRole('table', { name: 'Obtained flowers' })).toHaveTextContent('class 812');
  });

  it('checks §5 in the dialog, keeps it open on a refusal, and closes with the success alert', async () => {
    const current = { balance: balance({ Quota: 3 }) };
    let refuse = true;
    renderFlowers('/flowers/usedFlowers', answers(current), (body) => {
      if (refuse) throw new ApiError('business', FlowerMessages.overQuota, 1);
      current.balance = balance({ Balance: 12 - body.flowersCount, Quota: 3 - body.flowersCount });
      return current.balance;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Flowers For Cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flowers For Cash' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    expect(dialog).toHaveTextContent('Required!');
    expect(dialog).toHaveTextContent('Required.');
    const more = within(dialog).getByRole('button', { name: 'More flowers' });
    for (let i = 0; i < 5; i++) if (!(more as HTMLButtonElement).disabled) await userEvent.click(more);
    expect(within(dialog).getByLabelText('Flowers')).toHaveValue('3');
    expect(more).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Remark'), 'Rice');
    expect(dialog).toHaveTextContent('4/200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FlowerMessages.overQuota);
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('status')).toHaveTextContent(FlowerMessages.exchanged);
    await waitFor(() => expect(screen.getByTestId('flower-balance')).toHaveTextContent('9'));
  });

  it('offers no exchange while it is switched off', async () => {
    renderFlowers('/flowers', answers({ balance: balance({ ExchangeEnabled: false }) }), () => balance());
    expect(await screen.findByRole('button', { name: 'Flowers For Cash' })).toBeDisabled();
  });
});

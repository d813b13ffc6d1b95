import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Messages } from '../../src/domain/messages';
import { AppShell } from '../../src/views/shell/app-shell';
import { demoSetting, renderInShell } from './shell-harness';

const points = () => within(screen.getByRole('complementary', { name: 'Your panel' })).getByRole('region', { name: /Points and items/ });

describe("person panel: the 'Flowers For Cash' row", () => {
  it('keeps the spec text while the exchange is switched off', () => {
    renderInShell(<AppShell>page</AppShell>);
    expect(within(points()).getByText('Flowers For Cash').nextSibling).toHaveTextContent(Messages.flowersForCashUpgrading);
    expect(within(points()).queryByRole('link', { name: 'Flowers For Cash' })).toBeNull();
  });

  it('opens the exchange when it is switched on', async () => {
    const { session, location } = renderInShell(<AppShell>page</AppShell>);
    act(() => session.send({ type: 'session.settingLoaded', setting: { ...demoSetting, FlowersExchangeEnabled: true } }));
    expect(within(points()).queryByText(Messages.flowersForCashUpgrading)).toBeNull();
    await userEvent.click(within(points()).getByRole('link', { name: 'Flowers For Cash' }));
    expect(location.history?.at(-1)).toBe('/flowers/usedFlowers?exchange=1');
  });
});

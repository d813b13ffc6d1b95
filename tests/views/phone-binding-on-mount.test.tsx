import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneBindingOnMount } from '../../src/views/shell/phone-binding-on-mount';
import { demoAnswers, renderInShell, tutor } from './shell-harness';

describe('the phone binding the shell opens by itself (loaded only when needed, issue 9)', () => {
  it('opens "Bind your phone" when the user state asks for a phone', async () => {
    const answers = { ...demoAnswers(), '/api/teachInfo/PhoneBindingState': { showDialog: true } };
    const { callsTo } = renderInShell(<PhoneBindingOnMount />, { user: tutor({ isNeedUpdatePhone: true }), answers });
    expect(await screen.findByRole('dialog', { name: 'Bind your phone' })).toBeInTheDocument();
    expect(callsTo('/api/teachInfo/PhoneBindingState')).toHaveLength(1);
  });

  it('shows nothing otherwise', async () => {
    const answers = { ...demoAnswers(), '/api/teachInfo/PhoneBindingState': { showDialog: true } };
    const { callsTo } = renderInShell(<PhoneBindingOnMount />, { user: tutor({ isNeedUpdatePhone: false }), answers });
    // Give a lazily loaded dialog the time it would need to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Bind your phone' })).not.toBeInTheDocument();
    expect(callsTo('/api/teachInfo/PhoneBindingState')).toHaveLength(0);
  });
});

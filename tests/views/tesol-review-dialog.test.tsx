import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogHostProvider } from '../../src/views/dialogs/dialog-host';
import { TesolReview } from '../../src/views/dialogs/tesol-review-dialog';
import { demoAnswers, renderInShell } from './shell-harness';
// Loaded up front: the layout loads the records' dialog lazily, which would add a transform to the test's wait.
import '../../src/views/pages/personal-data/tesol-dialog';

const refused = { certificates: [], tesol: { submitted: true, hasCertificate: false, reviewStatus: 2 } };

describe('TESOL identity review in the layout', () => {
  it('opens the identity review through the dialog host when staff refused the information; Cancel closes it', async () => {
    const shell = renderInShell(
      <DialogHostProvider>
        <TesolReview />
      </DialogHostProvider>,
      { answers: { ...demoAnswers(), '/api/teachInfo/UserCertInfo': refused } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Identity review (TESOL)' });
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(shell.callsTo('/api/teachInfo/UserCertInfo')).toHaveLength(1);
  });

  it('stays closed while the information is pending or accepted', async () => {
    const shell = renderInShell(
      <DialogHostProvider>
        <TesolReview />
      </DialogHostProvider>,
      { answers: { ...demoAnswers(), '/api/teachInfo/UserCertInfo': { ...refused, tesol: { ...refused.tesol, reviewStatus: 1 } } } },
    );
    await waitFor(() => expect(shell.callsTo('/api/teachInfo/UserCertInfo')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { sessionMachine } from '../../src/machines/session.machine';
import { ApiError } from '../../src/services/api-errors';
import LoginPage from '../../src/views/pages/login/login.page';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback } from '../machines/path-testing';

function renderLogin(login: (credentials: { username: string; password: string }) => Promise<{ access_token: string; expires_in: number }>) {
  const logic = sessionMachine.provide({
    actors: {
      routeGuard: silentCallback() as never,
      followUpLoads: silentCallback(),
      login: fromPromise(({ input }: { input: { username: string; password: string } }) => login(input)),
    },
    actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
  });
  const input = { token: '', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] };
  return render(
    <SessionContext.Provider logic={logic} options={{ input }}>
      <LoginPage />
    </SessionContext.Provider>,
  );
}

describe('login page', () => {
  it('sends the trimmed username and shows the server message on failure', async () => {
    const attempts: Array<{ username: string; password: string }> = [];
    renderLogin(async (credentials) => {
      attempts.push(credentials);
      throw new ApiError('business', 'The username or password is incorrect.', 1);
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), '  demo  ');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    expect(attempts).toEqual([{ username: 'demo', password: 'wrong' }]);
  });

  it('shows no error before a failed attempt and has a titled form', () => {
    renderLogin(async () => ({ access_token: 't', expires_in: 60 }));
    expect(screen.getByRole('heading', { name: 'Sign in to the Tutor Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

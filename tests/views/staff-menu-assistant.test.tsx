import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import { Role } from '../../src/domain/routes';
import {
  DEFAULT_CHAT_PROMPT,
  DEFAULT_MIND_PROMPT,
  StaffAssistantMessages,
  type AssistantSettings,
  type AssistantSettingsView,
} from '../../src/domain/staff-assistant';
import { MENU_ROUTE_PATTERNS, StaffMenuMessages, isPortalRoute, type StaffMenuItem } from '../../src/domain/staff-menu';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { AssistantView } from '../../src/views/pages/staff/assistant';
import { MenuView } from '../../src/views/pages/staff/menu';
import { appRoutes } from '../../src/views/route-table';
import { fakeApi } from './shell-harness';

const classTable: StaffMenuItem = {
  Id: 3,
  Name: 'Class Table',
  RouteName: 'classTab',
  Icon: 'pi pi-calendar',
  SortOrder: 2,
  IsShow: true,
  TutorGroup: null,
  Type: 0,
  FilterName: '',
  Url: '/classTab',
};
const message: StaffMenuItem = { ...classTable, Id: 12, Name: 'Message', RouteName: 'message', Icon: '', Type: 1, Url: '/message' };
const defaults: AssistantSettings = {
  ChatEnabled: true,
  MindEnabled: true,
  Model: 'llama3.1',
  ChatPrompt: DEFAULT_CHAT_PROMPT,
  MindPrompt: DEFAULT_MIND_PROMPT,
  MonthlyTokenCap: 200000,
};

function renderWith(answers: Record<string, unknown>, messages: Record<string, string>, view: 'menu' | 'assistant') {
  const fake = fakeApi(answers);
  const api = {
    ...fake.api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await fake.api.post(p, body, query),
      message: messages[p] ?? '',
    }),
  };
  render(
    <TestPageLogicProvider deps={{ api, reportError: () => {} } as unknown as PageDeps}>
      {view === 'menu' ? <MenuView /> : <AssistantView />}
    </TestPageLogicProvider>,
  );
  return fake;
}

describe('staff console: menu', () => {
  it('lists sidebar and other entries; refuses a path outside the portal before sending; saves an edit', async () => {
    const fake = renderWith(
      {
        '/api/Staff/Menu': { Items: [classTable, message] },
        '/api/Staff/SaveMenuItem': (_q: unknown, body: unknown) => ({ ...classTable, ...(body as object) }),
      },
      { '/api/Staff/SaveMenuItem': StaffMenuMessages.updated },
      'menu',
    );
    const sidebar = await screen.findByRole('table', { name: 'Sidebar entries' });
    expect(within(sidebar).getByRole('row', { name: /Class Table/ })).toHaveTextContent('Every tutor');
    expect(within(screen.getByRole('table', { name: /Other entries/ })).getByRole('row', { name: /Message/ })).toBeInTheDocument();

    await userEvent.click(within(sidebar).getByRole('button', { name: 'Edit Class Table' }));
    const form = screen.getByRole('form', { name: 'Edit Class Table' });
    expect(within(form).getByLabelText(/^Opens/)).toHaveValue('classTab');
    await userEvent.clear(within(form).getByLabelText(/^Opens/));
    await userEvent.type(within(form).getByLabelText(/^Opens/), 'http://example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(StaffMenuMessages.badPath);
    expect(fake.callsTo('/api/Staff/SaveMenuItem')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/^Opens/));
    await userEvent.type(within(form).getByLabelText(/^Opens/), '/classTab');
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.type(within(form).getByLabelText('Title'), 'My classes');
    await userEvent.type(within(form).getByLabelText('Tutor group (empty: every tutor)'), 'Manila Team 3');
    await userEvent.click(within(form).getByLabelText('Shown'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffMenuMessages.updated);
    expect(fake.callsTo('/api/Staff/SaveMenuItem')[0]?.body).toMatchObject({
      Id: 3,
      Name: 'My classes',
      RouteName: '/classTab',
      IsShow: false,
      TutorGroup: 'Manila Team 3',
    });
    expect(screen.getByRole('form', { name: 'New sidebar entry' })).toBeInTheDocument();
    expect(fake.callsTo('/api/Staff/Menu')).toHaveLength(2);
  });

  it('knows every tutor route of the route table as a path a menu entry may open', () => {
    const tutorShellRoutes = appRoutes.filter((route) => route.frame === 'shell' && route.roles.includes(Role.teacher)).map((route) => route.path);
    const samples = tutorShellRoutes.map((path) => path.replace(/\/\*\?$/, '').replace(/:id/g, '7'));
    expect(samples.filter((path) => !isPortalRoute(path))).toEqual([]);
    expect(MENU_ROUTE_PATTERNS.filter((pattern) => !tutorShellRoutes.includes(pattern))).toEqual([]);
    expect(isPortalRoute('/staff')).toBe(false);
  });
});

describe('staff console: assistant settings', () => {
  it('shows the settings with their origin and the endpoint state, sends only what changed, and goes back to the defaults', async () => {
    const view: AssistantSettingsView = { Settings: defaults, Defaults: defaults, Stored: [], EndpointConfigured: true, ApiKeySet: true };
    let current = view;
    const fake = renderWith(
      {
        '/api/Staff/AssistantSettings': () => current,
        '/api/Staff/SaveAssistantSettings': (_q: unknown, body: unknown) => {
          const patch = body as Partial<AssistantSettings> & { Reset?: string[] };
          current = patch.Reset ? view : { ...view, Settings: { ...defaults, ...patch }, Stored: Object.keys(patch) as AssistantSettingsView['Stored'] };
          return current;
        },
      },
      { '/api/Staff/SaveAssistantSettings': StaffAssistantMessages.saved },
      'assistant',
    );
    const form = await screen.findByRole('form', { name: 'Assistant settings' });
    expect(screen.getByText('Set (never shown)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Model (default)')).toHaveValue('llama3.1');
    expect(within(form).getByRole('button', { name: 'Back to the defaults' })).toBeDisabled();

    await userEvent.clear(within(form).getByLabelText('Model (default)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(StaffAssistantMessages.badModel);
    expect(fake.callsTo('/api/Staff/SaveAssistantSettings')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Model (default)'), 'gpt-4o-mini');
    await userEvent.click(within(form).getByLabelText('AI Mind answers tutors (default)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffAssistantMessages.saved);
    expect(fake.callsTo('/api/Staff/SaveAssistantSettings')[0]?.body).toEqual({ Model: 'gpt-4o-mini', MindEnabled: false });

    const changed = screen.getByRole('form', { name: 'Assistant settings' });
    expect(within(changed).getByLabelText('Model (changed by staff)')).toHaveValue('gpt-4o-mini');
    await userEvent.click(within(changed).getByRole('button', { name: 'Back to the defaults' }));
    expect(await within(screen.getByRole('form', { name: 'Assistant settings' })).findByLabelText('Model (default)')).toHaveValue('llama3.1');
    expect(fake.callsTo('/api/Staff/SaveAssistantSettings')[1]?.body).toEqual({ Reset: ['MindEnabled', 'Model'] });
  });
});

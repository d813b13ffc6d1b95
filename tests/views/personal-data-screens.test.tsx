import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps, UploadRequest } from '../../src/actors/page-logic';
import { sessionMachine } from '../../src/machines/session.machine';
import { ApiError } from '../../src/services/api-errors';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import DocumentsPage from '../../src/views/pages/personal-data/documents.page';
import InterestsPage from '../../src/views/pages/personal-data/interests.page';
import { SectionCard } from '../../src/views/pages/personal-data/section-card';
import { TeachPlaceCard } from '../../src/views/pages/personal-data/teach-place-card';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts } from '../machines/path-testing';
import { fakeApi, type Answers } from './shell-harness';

/** Renders `ui` over a fake API; postWithMessage answers with the post's answer and 'Saved.'. */
function renderWith(ui: React.ReactNode, answers: Answers, path = '/personalData') {
  const { api, calls, callsTo } = fakeApi(answers);
  const uploads: UploadRequest[] = [];
  const withMessage = {
    ...api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({ body: await api.post(p, body, query), message: 'Saved.' }),
  };
  const deps = {
    api: withMessage,
    reportError: () => {},
    startUpload: (request: UploadRequest) => uploads.push(request),
    notify: () => {},
  } as unknown as PageDeps;
  const logic = sessionMachine.provide({
    actors: {
      routeGuard: silentCallback() as never,
      singleSignOn: silentCallback() as never,
      followUpLoads: silentCallback(),
      signedInParts: signedInParts(),
    },
    actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
  });
  const location = memoryLocation({ path });
  render(
    <SessionContext.Provider
      logic={logic}
      options={{ input: { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] } }}
    >
      <TestPageLogicProvider deps={deps}>
        <Router hook={location.hook}>{ui}</Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
  return { calls, callsTo, uploads };
}

const storedFile = (fileRef: string, name: string) => ({ fileRef, fileName: name, url: '', previewUrl: `/f/${fileRef}`, contentType: 'image/png', size: 100 });

describe('the upload tab: life show', () => {
  it('uploads an equipment photo in its module, sets it and shows it; refuses a wrong type; deletes a certificate', async () => {
    let info = { files: [] as Array<Record<string, string>>, certificates: [{ type: 1, fileRef: 'c1', fileName: 'tefl.pdf', previewUrl: '/f/c1' }] };
    const { callsTo, uploads } = renderWith(<DocumentsPage />, {
      '/api/teachInfo/LifeShowInfo': () => info,
      '/api/Upload/MyFiles': [{ ...storedFile('p1', 'police.pdf'), moduleName: 'PoliceCertificate', createdAt: '2026-11-24T20:00:00.000Z' }],
      '/api/teachInfo/UpLoadEquipmentPhoto': () => {
        info = { ...info, files: [{ part: 'equipmentPhoto', fileRef: 'e1', fileName: 'desk.png', previewUrl: '/f/e1' }] };
        return {};
      },
      '/api/teachInfo/DeleteCertificate': () => {
        info = { ...info, certificates: [] };
        return [];
      },
    });
    const equipment = await screen.findByRole('region', { name: 'Equipment photo' });
    expect(within(equipment).getByText('Not uploaded yet.')).toBeInTheDocument();
    // 20:00 UTC on the 24th is already the 25th in Manila, the provider's zone (the browser's zone is UTC here).
    expect(await screen.findByRole('list', { name: 'Uploaded documents' })).toHaveTextContent('Police clearance · 1 KB · Nov 25, 2026');

    await userEvent.upload(within(equipment).getByLabelText('Upload equipment photo'), new File(['x'], 'desk.exe', { type: 'application/octet-stream' }), {
      applyAccept: false,
    });
    expect(await within(equipment).findByRole('alert')).toHaveTextContent('TutorEquipmentPhoto accepts');
    expect(uploads).toHaveLength(0);

    await userEvent.upload(within(equipment).getByLabelText('Upload equipment photo'), new File(['x'], 'desk.png', { type: 'image/png' }));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.moduleName).toBe('TutorEquipmentPhoto');
    uploads[0]!.replyTo!.send({ type: 'upload.finished', fileCode: uploads[0]!.fileCode, output: { status: 'done', file: storedFile('e1', 'desk.png') } });
    expect(await within(equipment).findByRole('img', { name: 'Your equipment photo' })).toHaveAttribute('src', '/f/e1');
    expect(callsTo('/api/teachInfo/UpLoadEquipmentPhoto')[0]?.body).toEqual({ FileRef: 'e1' });

    const certificates = screen.getByRole('list', { name: 'Certificates' });
    await userEvent.click(within(certificates).getByRole('button', { name: 'Delete tefl.pdf' }));
    expect(await screen.findByText('No certificates yet.')).toBeInTheDocument();
    expect(callsTo('/api/teachInfo/DeleteCertificate')[0]?.query).toEqual({ type: 1, fileRef: 'c1' });
  });
});

describe('the interests tab', () => {
  it('adds and removes hobbies and saves the list; refuses a duplicate; saves the teach info', async () => {
    const { callsTo } = renderWith(
      <InterestsPage />,
      {
        '/api/Account/UserExtInfo': { hobbies: ['Reading'], teachInfo: { teachingStyle: '', ageGroups: '', specialties: '' } },
        '/api/teachInfo/EditHobbies': (_q: unknown, body: { Hobbies: string[] }) => body.Hobbies,
        '/api/teachInfo/EditTeachInfo': (_q: unknown, body: { TeachingStyle: string; AgeGroups: string; Specialties: string }) => ({
          teachingStyle: body.TeachingStyle,
          ageGroups: body.AgeGroups,
          specialties: body.Specialties,
        }),
      },
      '/personalData/interests',
    );
    const hobbies = await screen.findByRole('list', { name: 'Your hobbies' });
    expect(within(hobbies).getByText('Reading')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Interests' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Save hobbies' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText('New hobby'), 'reading{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That hobby is already in your list.');
    await userEvent.clear(screen.getByLabelText('New hobby'));
    await userEvent.type(screen.getByLabelText('New hobby'), 'Chess');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Reading' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save hobbies' }));
    await waitFor(() => expect(callsTo('/api/teachInfo/EditHobbies')[0]?.body).toEqual({ Hobbies: ['Chess'] }));

    await userEvent.type(screen.getByLabelText('Teaching style (optional)'), 'Games and songs');
    await userEvent.click(screen.getByRole('button', { name: 'Save teaching details' }));
    await waitFor(() => expect(callsTo('/api/teachInfo/EditTeachInfo')[0]?.body).toMatchObject({ TeachingStyle: 'Games and songs' }));
  });
});

describe('where the tutor teaches from', () => {
  it('walks Locations by parentId, saves the city with EditTeachLocation, and the school with EditTeachSchool', async () => {
    let saved = 0;
    const { callsTo } = renderWith(
      <TeachPlaceCard current={{ country: 'Philippines', province: 'Metro Manila', city: 'Quezon City', school: '' }} onSaved={() => saved++} />,
      {
        '/api/teachInfo/Locations': (query: { parentId: number }) =>
          ({
            0: [{ id: 1, parentId: 0, name: 'Philippines' }],
            1: [{ id: 11, parentId: 1, name: 'Cebu' }],
            11: [{ id: 110, parentId: 11, name: 'Cebu City' }],
          })[query.parentId] ?? [],
        '/api/teachInfo/Schools': ['University of San Carlos'],
        '/api/teachInfo/EditTeachLocation': {},
        '/api/teachInfo/EditTeachSchool': () => new ApiError('business', 'Please enter your school.', 1),
      },
    );
    expect(await screen.findByText('Quezon City, Metro Manila, Philippines')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save school' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your school.');

    await choose('Country', 'Philippines');
    await choose('Province', 'Cebu');
    await choose('City', 'Cebu City');
    await userEvent.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Cebu City, Cebu, Philippines')).toBeInTheDocument();
    expect(callsTo('/api/teachInfo/EditTeachLocation')[0]?.query).toEqual({ parentId: 11, locatoinName: 'Cebu City' });
    expect(callsTo('/api/teachInfo/Locations').map((call) => call.query)).toEqual([{ parentId: 0 }, { parentId: 1 }, { parentId: 11 }]);
    expect(saved).toBe(1);
  });
});

async function choose(label: string, option: string) {
  const select = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(within(select).queryByRole('option', { name: option })).not.toBeNull());
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, option);
}

describe('a section entry with a proof', () => {
  it('uploads the proof in module TutorCertificates, saves it with the entry and links it', async () => {
    let stored = [{ school: 'UP', degree: 'BSEd', major: '', start: '2010-06', end: '2014-04' } as Record<string, string>];
    const { callsTo, uploads } = renderWith(<SectionCard kind="educationExperience" onSaved={() => {}} />, {
      '/api/teachInfo/EducationExperience': () => stored,
      '/api/teachInfo/EditEducationExperience': (_q: unknown, body: { Entries: Array<Record<string, string>> }) => {
        stored = body.Entries.map((entry) => ({ ...entry, proofPreviewUrl: `/f/${entry.proofFileRef}` }));
        return stored;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit education experience' }));
    await userEvent.upload(screen.getByLabelText('Proof for entry 1 (optional)'), new File(['%PDF'], 'diploma.pdf', { type: 'application/pdf' }));
    expect(uploads[0]?.moduleName).toBe('TutorCertificates');
    uploads[0]!.replyTo!.send({ type: 'upload.finished', fileCode: uploads[0]!.fileCode, output: { status: 'done', file: storedFile('p1', 'diploma.pdf') } });
    expect(await screen.findByRole('link', { name: 'diploma.pdf' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save education experience' }));
    expect(await screen.findByRole('link', { name: 'Proof: diploma.pdf' })).toHaveAttribute('href', '/f/p1');
    expect(callsTo('/api/teachInfo/EditEducationExperience')[0]?.body).toMatchObject({ Entries: [{ school: 'UP', proofFileRef: 'p1' }] });
  });
});

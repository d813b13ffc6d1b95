import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import type { InstructionalVideo, KitResources, ResourcesFolderPage, TrainingResource } from '../../src/domain/training-resources';
import ResourcesFolderView from '../../src/views/pages/training/resources-folder.page';
import TrainingResourcesPage from '../../src/views/pages/training/training-resources.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { fakeApi } from './shell-harness';

const resource = (id: number, name: string, kind: TrainingResource['Kind'], extra: Partial<TrainingResource> = {}): TrainingResource => ({
  Id: id,
  KitId: 7,
  Folder: 'Phonics',
  Name: name,
  Kind: kind,
  Url: kind === 'document' ? '' : `https://media.example/${id}`,
  Content: kind === 'document' ? `${name} text` : '',
  Minutes: 5,
  ...extra,
});

function renderAt(path: string, page: ReactNode, answers: Parameters<typeof fakeApi>[0]) {
  const { api, callsTo } = fakeApi(answers);
  const deps = { api, reportError: () => {}, startUpload: () => {}, notify: () => {}, menuLoaded: () => {}, messagesChanged: () => {} } as unknown as PageDeps;
  const location = memoryLocation({ path, record: true });
  render(
    <TestPageLogicProvider deps={deps}>
      <Router hook={location.hook}>{page}</Router>
    </TestPageLogicProvider>,
  );
  return { callsTo };
}

describe('a kit’s resources page', () => {
  it('lists the kit’s resources: a document opens in place, a video in a new tab', async () => {
    const kit: KitResources = {
      KitId: 7,
      KitName: 'Phonics Starter Kit',
      Resources: [resource(1, 'Letter sounds chart', 'document'), resource(2, 'Blending sounds', 'video')],
    };
    const { callsTo } = renderAt('/trainingResources/7', <TrainingResourcesPage />, { '/api/TutorData/GetKitResources': kit });
    expect(await screen.findByRole('heading', { name: 'Phonics Starter Kit: resources' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Resources' });
    expect(within(list).getByRole('link', { name: 'Blending sounds' })).toHaveAttribute('target', '_blank');
    expect(within(list).getByText('Letter sounds chart text')).not.toBeVisible();
    await userEvent.click(within(list).getByText('Letter sounds chart'));
    expect(within(list).getByText('Letter sounds chart text')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Phonics Starter Kit' })).toHaveAttribute('href', '/trainingkitDetails/7');
    expect(callsTo('/api/TutorData/GetKitResources')[0]?.query).toEqual({ kitId: 7 });
  });

  it('says a missing kit plainly and loads again on request', async () => {
    let fail = true;
    renderAt('/trainingResources/99', <TrainingResourcesPage />, {
      '/api/TutorData/GetKitResources': () => {
        if (fail) throw new Error('This training kit does not exist.');
        return { KitId: 99, KitName: 'Found', Resources: [] };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This training kit does not exist.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Load again' }));
    expect(await screen.findByText('This kit has no resources yet.')).toBeInTheDocument();
  });
});

describe('the resource folders page', () => {
  const video: InstructionalVideo = {
    Id: 4,
    Title: 'Welcome to the portal',
    Description: 'A tour.',
    Url: '/v.mp4',
    Seconds: 300,
    WatchedSeconds: 60,
    Views: 1,
    IsFinished: false,
  };
  const page = (folder: string, pageIndex: number): ResourcesFolderPage => ({
    Folders: [
      { Name: 'Phonics', Count: 3 },
      { Name: 'Trial Classes', Count: 1 },
    ],
    Folder: folder,
    Total: folder === 'Phonics' ? 3 : 1,
    PageIndex: pageIndex,
    PageSize: 2,
    Items:
      folder === 'Phonics'
        ? pageIndex === 1
          ? [resource(1, 'Chart', 'document'), resource(2, 'Blending', 'video')]
          : [resource(3, 'Songs', 'link', { KitId: null })]
        : [resource(5, 'Trial flow', 'document', { Folder: 'Trial Classes' })],
  });

  it('opens folders and pages, and shows how much of each video was watched, updated when the tutor pauses', async () => {
    const { callsTo } = renderAt('/resourcesFolder', <ResourcesFolderView />, {
      '/api/TutorData/GetResourcesFolder': (query: { folder?: string; pageIndex: number }) => page(query.folder ?? 'Phonics', query.pageIndex),
      '/api/TutorData/GetInstructionalVideos': [video],
      '/api/TutorData/SetClipVideoToView': (_q: unknown, body: { Seconds: number }) => ({
        ...video,
        WatchedSeconds: body.Seconds,
        IsFinished: body.Seconds >= 270,
      }),
    });
    const folders = await screen.findByRole('navigation', { name: 'Folders' });
    expect(within(folders).getByRole('button', { name: 'Phonics (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('list', { name: 'Phonics resources' })).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Songs' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.click(within(folders).getByRole('button', { name: 'Trial Classes (1)' }));
    expect(await screen.findByRole('list', { name: 'Trial Classes resources' })).toBeInTheDocument();
    expect(callsTo('/api/TutorData/GetInstructionalVideos')).toHaveLength(1);

    expect(screen.getByText('Watched 1:00 of 5:00')).toBeInTheDocument();
    const player = screen.getByLabelText<HTMLVideoElement>('Welcome to the portal');
    Object.defineProperty(player, 'currentTime', { value: 280.4, configurable: true });
    fireEvent.pause(player);
    expect(await screen.findByText('Watched')).toBeInTheDocument();
    expect(callsTo('/api/TutorData/SetClipVideoToView')[0]?.body).toEqual({ VideoId: 4, Seconds: 280 });
  });
});

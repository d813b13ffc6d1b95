import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { createTrainingResourcesLogic } from '../../../actors/training-resources.actors';
import { formatSeconds } from '../../../domain/training';
import type { InstructionalVideo } from '../../../domain/training-resources';
import { useAreaLogic } from '../../page-logic-context';
import { ResourceItem } from './resource-item';
import '../../styles/training.css';

/** /resourcesFolder: the resource folders, a folder's resources a page at a time, and the instructional videos. */
export default function ResourcesFolderPage() {
  const actor = useActorRef(useAreaLogic(createTrainingResourcesLogic).resourcesFolder);
  const page = useSelector(actor, (s) => s.context.page);
  const videos = useSelector(actor, (s) => s.context.videos);
  const failure = useSelector(actor, (s) => s.context.failure);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('status:busy'));

  if (loadFailed) {
    return (
      <p role="alert">
        {failure} <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'folder.retry' })} />
      </p>
    );
  }
  if (!page) return <p aria-busy="true">Loading…</p>;
  const lastPage = Math.max(1, Math.ceil(page.Total / page.PageSize));
  return (
    <section className="training-page" aria-labelledby="folders-title">
      <p className="training-muted">
        <Link href="/trainingKit">Training Kit</Link> / Resources
      </p>
      <h1 id="folders-title">Resource folders</h1>
      {failure && <p role="alert">{failure}</p>}
      <nav aria-label="Folders" className="training-actions">
        {page.Folders.map((folder) => (
          <Button
            key={folder.Name}
            label={`${folder.Name} (${folder.Count})`}
            outlined={folder.Name !== page.Folder}
            aria-pressed={folder.Name === page.Folder}
            disabled={busy}
            onClick={() => actor.send({ type: 'folder.open', folder: folder.Name })}
          />
        ))}
      </nav>
      <h2>{page.Folder}</h2>
      <ul className="training-resources" aria-label={`${page.Folder} resources`} aria-busy={busy}>
        {page.Items.map((resource) => (
          <ResourceItem key={resource.Id} resource={resource} showKit />
        ))}
      </ul>
      {lastPage > 1 && (
        <div className="training-actions" aria-label="Pages">
          <Button
            text
            label="Previous"
            disabled={busy || page.PageIndex <= 1}
            onClick={() => actor.send({ type: 'folder.page', pageIndex: page.PageIndex - 1 })}
          />
          <span>
            Page {page.PageIndex} of {lastPage}
          </span>
          <Button
            text
            label="Next"
            disabled={busy || page.PageIndex >= lastPage}
            onClick={() => actor.send({ type: 'folder.page', pageIndex: page.PageIndex + 1 })}
          />
        </div>
      )}
      <h2 id="videos-title">Instructional videos</h2>
      <ul className="training-videos" aria-labelledby="videos-title">
        {videos.map((video) => (
          <VideoItem key={video.Id} video={video} onWatched={(seconds) => actor.send({ type: 'video.watched', videoId: video.Id, seconds })} />
        ))}
      </ul>
    </section>
  );
}

function VideoItem({ video, onWatched }: { video: InstructionalVideo; onWatched: (seconds: number) => void }) {
  // The stored length is the catalogue's; a file a little longer must not be refused.
  const report = (element: HTMLVideoElement) => onWatched(Math.min(video.Seconds, Math.floor(element.currentTime)));
  return (
    <li className="training-video">
      <h3>{video.Title}</h3>
      <p>{video.Description}</p>
      <video
        controls
        preload="none"
        src={video.Url}
        aria-label={video.Title}
        onPause={(e) => report(e.currentTarget)}
        onEnded={(e) => report(e.currentTarget)}
      />
      <p className={video.IsFinished ? 'training-pass' : 'training-muted'} data-testid={`video-progress-${video.Id}`}>
        {video.IsFinished ? 'Watched' : `Watched ${formatSeconds(video.WatchedSeconds)} of ${formatSeconds(video.Seconds)}`}
      </p>
    </li>
  );
}

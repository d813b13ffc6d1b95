import { Link } from 'wouter';
import type { TrainingResource } from '../../../domain/training-resources';

const KIND_LABEL = { document: 'Document', video: 'Video', link: 'Link' } as const;

/** One training resource: a document opens in place; a video or link opens in a new tab. */
export function ResourceItem({ resource, showKit = false }: { resource: TrainingResource; showKit?: boolean }) {
  const meta = `${KIND_LABEL[resource.Kind] ?? resource.Kind}${resource.Minutes ? ` · ${resource.Minutes} min` : ''}`;
  return (
    <li className="training-resource">
      {resource.Kind === 'document' ? (
        <details>
          <summary>{resource.Name}</summary>
          <p className="training-resource-text">{resource.Content}</p>
        </details>
      ) : (
        <a href={resource.Url} target="_blank" rel="noopener noreferrer">
          {resource.Name}
        </a>
      )}
      <span className="training-muted">{meta}</span>
      {showKit && resource.KitId !== null && <Link href={`/trainingResources/${resource.KitId}`}>All resources of its kit</Link>}
    </li>
  );
}

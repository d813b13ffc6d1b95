import { Button } from 'primereact/button';
import { useState } from 'react';
import { COURSE_KINDS, COURSE_KIND_LABELS } from '../../../domain/staff-training-content';
import { Part } from './training-content-parts';
import { CourseList } from './training-courses';
import { KitList } from './training-kits';

export function TrainingContentView() {
  const [part, setPart] = useState<Part>('course');
  const parts: Array<{ key: Part; label: string }> = [
    ...COURSE_KINDS.map((kind) => ({ key: kind, label: COURSE_KIND_LABELS[kind] })),
    { key: 'kits', label: 'Training kits' },
  ];
  return (
    <section aria-labelledby="training-content-title">
      <h1 id="training-content-title">Training content</h1>
      <div role="group" aria-label="Training content part" className="staff-tabs">
        {parts.map((each) => (
          <Button
            key={each.key}
            size="small"
            outlined={each.key !== part}
            label={each.label}
            aria-pressed={each.key === part}
            onClick={() => setPart(each.key)}
          />
        ))}
      </div>
      {part === 'kits' ? <KitList /> : <CourseList key={part} kind={part} />}
    </section>
  );
}

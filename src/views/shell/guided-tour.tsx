import { createShellLogic } from '../../actors/shell.logic';
import { useActorRef, useSelector } from '@xstate/react';
import { useHostedDialog } from '../dialogs/dialog-host';
import { Button } from 'primereact/button';
import { useEffect, useState, type CSSProperties } from 'react';
import { TourButtonText } from '../../domain/tour';
import { selectCanGoBack, selectIsLastStep, selectTourProgress, selectTourStep } from '../../machines/tour.selectors';
import { useAreaLogic } from '../page-logic-context';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * The first-login guided tour: highlights the sidebar, the floating buttons (step 2 of the full
 * shell) and the shortcut area, once per tutor (the server remembers it).
 */
export function GuidedTour() {
  const tour = useActorRef(useAreaLogic(createShellLogic).tour, { input: { fullShell: true } });
  const step = useSelector(tour, selectTourStep);
  const progress = useSelector(tour, selectTourProgress, (a, b) => a.current === b.current && a.total === b.total);
  const last = useSelector(tour, selectIsLastStep);
  const canGoBack = useSelector(tour, selectCanGoBack);
  const box = useTargetBox(step?.target ?? null);
  // The tour shows whatever the host says; it holds the host so the layout's dialogs wait for it.
  useHostedDialog('guidedTour', step !== null);
  if (!step) return null;
  return (
    <div className="tour-layer">
      {box ? (
        <div className="tour-highlight" style={{ top: box.top - 6, left: box.left - 6, width: box.width + 12, height: box.height + 12 }} />
      ) : (
        <div className="tour-backdrop" />
      )}
      <div
        className={`tour-card${box ? '' : ' is-centered'}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-title"
        aria-describedby="tour-text"
        style={cardPosition(box)}
      >
        <p className="tour-progress">
          {progress.current} / {progress.total}
        </p>
        <h2 id="tour-title">{step.title}</h2>
        <p id="tour-text">{step.text}</p>
        <div className="tour-buttons">
          <Button text label={TourButtonText.skip} onClick={() => tour.send({ type: 'tour.skip' })} />
          {canGoBack && <Button outlined label={TourButtonText.back} onClick={() => tour.send({ type: 'tour.back' })} />}
          <Button label={last ? TourButtonText.done : TourButtonText.next} onClick={() => tour.send({ type: 'tour.next' })} autoFocus />
        </div>
      </div>
    </div>
  );
}

/** Where the highlighted element is on screen, kept current on resize and scroll; null when not shown. */
function useTargetBox(target: string | null): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    if (!target) {
      setBox(null);
      return undefined;
    }
    const measure = () => {
      const element = document.querySelector(`[data-tour="${target}"]`);
      const rect = element?.getBoundingClientRect();
      setBox(rect && rect.width > 0 && rect.height > 0 ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null);
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    // The page settles after the step starts (the menu loads, fonts arrive): follow the layout.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [target]);
  return box;
}

const CARD_WIDTH = 320;

/** Beside the highlighted element where there is room, otherwise centred. */
function cardPosition(box: Box | null): CSSProperties {
  if (!box || typeof window === 'undefined') return {};
  const gap = 16;
  const viewportWidth = window.innerWidth;
  const viewportHeight = window.innerHeight;
  const clampLeft = (left: number) => Math.max(gap, Math.min(left, viewportWidth - CARD_WIDTH - gap));
  if (box.left + box.width + gap + CARD_WIDTH < viewportWidth && box.height > viewportHeight / 3) {
    return { top: Math.max(gap, Math.min(box.top + 40, viewportHeight - 260)), left: box.left + box.width + gap };
  }
  if (box.top + box.height + gap + 220 < viewportHeight) {
    return { top: box.top + box.height + gap, left: clampLeft(box.left + box.width - CARD_WIDTH) };
  }
  return { top: Math.max(gap, box.top - 240), left: clampLeft(box.left + box.width - CARD_WIDTH) };
}

/**
 * `<Slice placeholder={…}>…</Slice>`: a boundary where a long first render may continue in a later task.
 *
 * When the task rendering it has already rendered for its slice (core/slice.ts `sliceSpent`), it shows `placeholder`
 * and its children from a later task on (`inNextSlice`, in the order asked: a grid fills in reading order); else it
 * shows the children at once. Once shown they stay. A placeholder that keeps the box of what replaces it and says
 * `aria-busy="true"` keeps the page still and the widget's reserved size until everything is there
 * (elements/WidgetFrame.tsx waits for no busy element before it ends the reservation).
 */
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { inNextSlice, sliceSpent, startSliceClock } from '../../core/slice';
import { VisuallyHidden } from '../../ui/theme';

export interface SliceProps {
  children: ReactNode;
  /** Shown until the children render: the same size as them, `aria-busy="true"` (unless only a picture waits). */
  placeholder: ReactNode;
  /**
   * Always from a later slice, however short the render so far: for parts that cost the browser more to draw than
   * to render (pictures: an SVG picture is a document laid out and painted on the main thread).
   */
  later?: boolean;
}

export function Slice({ children, placeholder, later = false }: SliceProps) {
  const [shown, setShown] = useState(() => !later && !sliceSpent());
  useLayoutEffect(() => (shown ? undefined : inNextSlice(() => setShown(true))), [shown]);
  return <>{shown ? children : placeholder}</>;
}

/**
 * Starts the slice clock where a render that reaches `<Slice>` boundaries begins (the component whose data arrival
 * renders them), so that what it renders before the first boundary counts towards the slice.
 */
export function useSliceClock(): void {
  startSliceClock();
}

/**
 * The placeholder of a loading state that is a slice of its own (a grid's skeleton after the filters above it):
 * busy and announced, but empty for its frame. Only for the last part of a widget, where nothing under it can move.
 */
export function SlicePending({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}

/**
 * A form control (native select, input) as a render slice: until its turn a busy block of the control's height holds
 * its place, for a full-width control in a filter bar, whose label is already there. A filter bar's controls were a
 * large and erratic part of a list's first render (styled-components compiling the controls' CSS cold); as slices
 * they no longer add to the longest task.
 */
export function ControlSlice({ children, height }: { children: ReactNode; height: string }) {
  return <Slice placeholder={<span aria-busy="true" style={{ display: 'block', height }} />}>{children}</Slice>;
}

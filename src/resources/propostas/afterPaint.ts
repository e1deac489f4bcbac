import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `callback` in a task after the browser has painted the next frame (a frame callback
 * runs just before the paint, a timeout set from it just after). A hidden page paints no
 * frames, so there it only waits for the current task to end. Returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) {
    const timeout = setTimeout(callback, 0);
    return () => clearTimeout(timeout);
  }
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/**
 * With `defer`, false in the first render and true from the task after the next paint (as a
 * transition, so a click is not kept waiting by what it draws); true at once without it. A
 * screen draws its first part in the navigation's own frame and the rest right after, instead
 * of making the first part wait for the whole screen's render (issue 43).
 */
export function useAfterFirstPaint(defer: boolean): boolean {
  const [painted, setPainted] = useState(!defer);
  useEffect(() => {
    if (painted) return undefined;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
    // Once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return painted;
}

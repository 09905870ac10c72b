/**
 * Whether what a turn asks is more than its room holds. The calls lie from the turn strip's foot
 * up over the log (`TurnStrip`), a row each beyond the first; more rows than the log's height rose
 * over the felt's foot and the player's own seat there: a Beck defender's ten answers took four
 * rows, 350–515 px of a 360 or 375 px phone held upright (the seat at 336–377) and 343–518 of a
 * desktop (the seat at 334–375, its whole words). Then the float is `crowded`, and its calls say
 * least and stand closer (app.css); elsewhere they stay as they were.
 *
 * Measured with the words the screen shows uncrowded: once crowded, the float stays so for the same
 * calls at the same width (in fewer words they fit, and would turn back); a new turn or another
 * width measures again, before the screen is painted.
 */
import { useLayoutEffect, useState } from 'preact/hooks';

/**
 * The room the calls have: the float's height and the log's top margin above it, up to the felt's
 * foot. A margin that is not a length (not laid out) counts as none, so that the calls are measured
 * against the float alone (as NaN it made every comparison false: never crowded).
 */
export function roomOf(floatHeight: number, logMarginTop: string): number {
  const margin = Number.parseFloat(logMarginTop);
  return floatHeight + (Number.isFinite(margin) ? margin : 0);
}

/** Whether calls `content` px high are more than `room` holds (half a pixel is rounding, not more). */
export function overflows(content: number, room: number): boolean {
  return content > room + 0.5;
}

/** What a measure is made for: the same calls at the same width are measured once. */
export function crowdedKey(width: number, calls: string): string {
  return `${width} ${calls}`;
}

/**
 * The key the float is crowded for after a look at `key`: crowded already for it, it stays so
 * without a measure (crowded, the calls say less and would fit); else `measure` decides, and calls
 * that fit leave it as it was (crowded for another key, which is not this one). `measure` gives
 * null where nothing is laid out to measure.
 */
export function crowdedAfter(
  crowdedAt: string | null,
  key: string,
  measure: () => { readonly content: number; readonly room: number } | null,
): string | null {
  if (crowdedAt === key) return crowdedAt;
  const m = measure();
  return m !== null && overflows(m.content, m.room) ? key : crowdedAt;
}

export function useCrowded(strip: { readonly current: HTMLElement | null }, calls: string): boolean {
  const [width, setWidth] = useState(0);
  const [crowdedAt, setCrowdedAt] = useState<string | null>(null);
  const key = crowdedKey(width, calls);
  const crowded = crowdedAt === key;
  useLayoutEffect(() => {
    const next = crowdedAfter(crowdedAt, key, () => {
      const float = strip.current?.querySelector('.turn-float');
      const content = float?.querySelector('.turn-strip-content');
      const log = strip.current?.parentElement?.querySelector('.live-log');
      if (!float || !content || !log) return null;
      return {
        content: content.getBoundingClientRect().height,
        room: roomOf(float.clientHeight, getComputedStyle(log).marginTop),
      };
    });
    if (next !== crowdedAt) setCrowdedAt(next);
  });
  useLayoutEffect(() => {
    const float = strip.current?.querySelector('.turn-float');
    if (!float) return;
    const resized = new ResizeObserver(() => setWidth(Math.round(float.getBoundingClientRect().width)));
    resized.observe(float);
    return () => resized.disconnect();
  }, [strip]);
  return crowded;
}

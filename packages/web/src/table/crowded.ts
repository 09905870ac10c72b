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

export function useCrowded(strip: { readonly current: HTMLElement | null }, calls: string): boolean {
  const [width, setWidth] = useState(0);
  const [crowdedAt, setCrowdedAt] = useState<string | null>(null);
  const key = `${width} ${calls}`;
  const crowded = crowdedAt === key;
  useLayoutEffect(() => {
    const float = strip.current?.querySelector('.turn-float');
    const content = float?.querySelector('.turn-strip-content');
    const log = strip.current?.parentElement?.querySelector('.live-log');
    if (crowded || !float || !content || !log) return;
    // Up to the felt's foot: the float's height and the log's top margin above it.
    const room = float.clientHeight + Number.parseFloat(getComputedStyle(log).marginTop);
    if (content.getBoundingClientRect().height > room + 0.5) setCrowdedAt(key);
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

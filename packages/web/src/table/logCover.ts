/**
 * The log's lines kept clear of what lies over them. The notes of the moment and the calls beyond
 * one row lie over the log from below (`TurnStrip`), over its newest lines; the top of what they
 * cover seldom falls on a line's edge, so a line showed cut in half above them. Now the log is
 * pushed up by as many whole lines as they cover (`--log-covered` on the strip's parent, read by
 * `.live-log` as its foot padding): its newest lines show above them, every line shown is whole,
 * and the oldest go out at the top as when new lines come.
 */
import { useLayoutEffect } from 'preact/hooks';

/**
 * The log's height in lines (`.live-log`), at most: a phone held sideways shows three (the
 * stylesheet's `--log-lines`, which `logLines` reads).
 */
export const LOG_LINES = 5;

/** The log's height in lines as the stylesheet sets it (`--log-lines`), `LOG_LINES` where unset. */
function logLines(log: HTMLElement): number {
  const n = Number.parseInt(getComputedStyle(log).getPropertyValue('--log-lines'), 10);
  return n > 0 ? Math.min(n, LOG_LINES) : LOG_LINES;
}

/**
 * How many of the log's lines (each `linePx` high, the log's foot at `logBottom`) lie under a cover
 * whose top is at `coverTop`: whole lines, a line covered in part counting as covered.
 * @example coveredLines(200, 180, 17) === 2; coveredLines(200, 250, 17) === 0
 */
export function coveredLines(logBottom: number, coverTop: number, linePx: number): number {
  if (!(linePx > 0)) return 0;
  // Half a pixel of rounding is not a line covered.
  const over = logBottom - coverTop - 0.5;
  return Math.max(0, Math.min(LOG_LINES, Math.ceil(over / linePx)));
}

/** The top of what shows of the float's two parts (the notes, the calls), or null when both are empty. */
function coverTop(float: Element): number | null {
  let top: number | null = null;
  for (const part of float.children) {
    const r = part.getBoundingClientRect();
    if (r.height > 0) top = top === null ? r.top : Math.min(top, r.top);
  }
  return top;
}

/** Keeps `--log-covered` of the strip's parent at the lines of the log its float covers. */
export function useLogCover(strip: { readonly current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    const el = strip.current;
    const host = el?.parentElement;
    const log = host?.querySelector<HTMLElement>('.live-log');
    const float = el?.querySelector('.turn-float');
    if (!el || !host || !log || !float) return;
    let shown = -1;
    const measure = (): void => {
      const box = log.getBoundingClientRect();
      const top = coverTop(float);
      const lines = logLines(log);
      const n = top === null ? 0 : Math.min(lines, coveredLines(box.bottom, top, box.height / lines));
      if (n === shown) return;
      shown = n;
      host.style.setProperty('--log-covered', String(n));
    };
    measure();
    const resized = new ResizeObserver(measure);
    for (const part of float.children) resized.observe(part);
    resized.observe(log);
    return () => {
      resized.disconnect();
      host.style.removeProperty('--log-covered');
    };
  }, [strip]);
}

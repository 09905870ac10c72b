/**
 * Where the focus goes when the control that had it leaves the page. A call's button, a played
 * card, "Start the match" and "Next deal" are gone once pressed, and the focus fell back to the
 * page's body: a keyboard or screen reader user had to find the table again after every choice.
 * The next set of choices takes it instead (the first call, the hand's roving card, Next deal),
 * but only when the focus was last on such a control and rests on the body now: a player who
 * tabbed elsewhere (the settings, the log) keeps the focus where it is.
 */

/** The controls that hand the focus on when they leave the page. */
export const HANDS_ON = [
  '.hand-card',
  '.action-bar .call',
  '.start-btn',
  '[data-testid=next-deal]',
  // Online: "Take seat" (and its name field, Enter sending it), Ready and the wait after it.
  '.join-form input',
  '.join-form button',
  '[data-testid=ready]',
  '[data-testid=waiting-others]',
].join(', ');

let handing = false;
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (e) => {
      handing = e.target instanceof Element && e.target.matches(HANDS_ON);
    },
    true,
  );

/** Whether the focus rests nowhere (the body) after a control that hands it on. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return handing && (active === null || active === document.body);
}

/** Gives `el` the focus when the control that had it left the page (`focusLost`). */
export function takeLostFocus(el: HTMLElement | null | undefined, options?: FocusOptions): void {
  if (el && focusLost()) el.focus(options);
}

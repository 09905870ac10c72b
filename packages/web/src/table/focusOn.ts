/**
 * Where the focus goes when the control that had it leaves the page. A call's button, a talon part on the felt, a played
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
  'button.talon-group.choosable',
  '.start-btn',
  '[data-testid=next-deal]',
  // Online: "Take seat" (and its name field, Enter sending it), Ready and the wait after it.
  '.join-form input',
  '.join-form button',
  '[data-testid=ready]',
  '[data-testid=waiting-others]',
].join(', ');

/**
 * A card of the hand while the others play: it holds the focus the played card dropped (at once,
 * on its neighbour), until the next choice takes it as from the body.
 */
const WAITING = '.hand-card[aria-disabled=true]:not([data-legal])';

let handing = false;
let from: Element | null = null;
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (e) => {
      handing = e.target instanceof Element && e.target.matches(HANDS_ON);
      from = handing ? (e.target as Element) : null;
    },
    true,
  );

/**
 * Whether the focus rests nowhere (the body, or a waiting card of the hand) after a control that
 * hands it on; with `by`, a control that matches it.
 */
export function focusLost(by?: string): boolean {
  const active = document.activeElement;
  return (
    handing &&
    (by === undefined || !!from?.matches(by)) &&
    (active === null || active === document.body || active.matches(WAITING))
  );
}

/** Gives `el` the focus when the control that had it left the page (`focusLost`), or `by` one. */
export function takeLostFocus(el: HTMLElement | null | undefined, options?: FocusOptions, by?: string): void {
  if (el && el !== document.activeElement && focusLost(by)) el.focus(options);
}

/**
 * The header's navigation and settings behind one Menu button on a phone (up to 600 px wide, or
 * held sideways: at most 500 px high; the CSS decides). There the header is a single line: with
 * the five screens' buttons and the four settings it took 250–400 px, and a table started below it
 * showed half its hand's second row past the screen's foot. Opened, the menu lies over the page instead of pushing it down, so the
 * table under it does not move; choosing a screen, Escape, a tap outside it, Tab out of it or the
 * button again closes it (the focus back on the button where it was in the menu). Wider, the button is not shown and the navigation and settings stand in the
 * header's row as ever.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export function HeaderMenu(props: {
  label: string;
  open: boolean;
  onOpen: (open: boolean) => void;
  children: ComponentChildren;
}): JSX.Element {
  const { open, onOpen } = props;
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Listening from the render that opens the menu, not from the next frame (`useEffect` waits for
  // it, up to 100 ms on a busy page): an Escape or a tap pressed at once must close it too.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return;
      onOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (e: PointerEvent): void => {
      const target = e.target instanceof Node ? e.target : null;
      if (target && !menu.current?.contains(target) && !toggle.current?.contains(target)) onOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onOpen]);
  // Closed by a choice in it (a screen), the focus goes back to the toggle: it fell to the body,
  // the menu's buttons hidden with it.
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (
      wasOpen.current &&
      !open &&
      (active === null || active === document.body || menu.current?.contains(active))
    )
      toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button
        type="button"
        class="menu-toggle"
        ref={toggle}
        aria-expanded={open}
        aria-controls="app-menu"
        onClick={() => onOpen(!open)}
        data-testid="menu-toggle"
      >
        <span aria-hidden="true">☰ </span>
        {props.label}
      </button>
      <div
        id="app-menu"
        class={`app-menu${open ? ' open' : ''}`}
        ref={menu}
        // Tab out of the open menu (past its last setting) closes it: the focus went on into the
        // fields hidden under it.
        onFocusOut={(e) => {
          const to = e.relatedTarget;
          if (open && to instanceof Node && !menu.current?.contains(to) && !toggle.current?.contains(to))
            onOpen(false);
        }}
      >
        {props.children}
      </div>
    </>
  );
}

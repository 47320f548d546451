import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface Disclosure<B extends HTMLElement, P extends HTMLElement> {
  open: boolean;
  /** The toggle button: gets focus back when the panel closes by keyboard. */
  buttonRef: RefObject<B | null>;
  /** The panel (or the wrapper of button and panel): clicks and focus inside keep it open. */
  containerRef: RefObject<P | null>;
  toggle(viaKeyboard?: boolean): void;
  close(returnFocus?: boolean): void;
}

const FOCUSABLE = 'a[href]:not([aria-disabled="true"]), button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside a container, in document order. */
export function focusableIn(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/**
 * A button that opens a panel (menus, the notifications panel): Escape closes and returns
 * focus to the button, a click or focus outside closes, opening by keyboard focuses the
 * panel's first item.
 */
export function useDisclosure<B extends HTMLElement = HTMLButtonElement, P extends HTMLElement = HTMLDivElement>(): Disclosure<B, P> {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const buttonRef = useRef<B>(null);
  const containerRef = useRef<P>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const toggle = useCallback((viaKeyboard = false) => {
    setOpen((was) => !was);
    setFocusFirst(viaKeyboard);
  }, []);

  useEffect(() => {
    if (open && focusFirst)
      focusableIn(containerRef.current)
        .find((el) => el !== buttonRef.current)
        ?.focus();
  }, [open, focusFirst]);

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (containerRef.current?.contains(target) || buttonRef.current?.contains(target));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close(true);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (!inside(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close]);

  return { open, buttonRef, containerRef, toggle, close };
}

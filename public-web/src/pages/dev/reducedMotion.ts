/** Whether the user asked the system to reduce motion (then scrolling jumps instead of gliding). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls to an element smoothly (or at once when motion is reduced) and moves the keyboard focus there. */
export function scrollToElement(el: HTMLElement): void {
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  el.focus({ preventScroll: true });
}

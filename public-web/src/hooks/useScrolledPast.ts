import { useEffect, useState } from 'react';

/** Spec §9: the header becomes sticky after the page has scrolled this far. */
export const STICKY_HEADER_OFFSET = 100;

/** Whether a scroll position is past the offset (strictly: at exactly 100px the header still scrolls). */
export function isScrolledPast(scrollY: number, offset: number = STICKY_HEADER_OFFSET): boolean {
  return scrollY > offset;
}

/** Whether the window is scrolled past `offset`, updated at most once per frame. */
export function useScrolledPast(offset: number = STICKY_HEADER_OFFSET): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && isScrolledPast(window.scrollY, offset));
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(isScrolledPast(window.scrollY, offset));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [offset]);
  return past;
}

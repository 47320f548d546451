import { isScrolledPast, STICKY_HEADER_OFFSET } from './useScrolledPast';
import { whenIdle, type IdleEnv } from './whenIdle';

describe('sticky header threshold (spec §9: after scrolling 100px)', () => {
  it('is 100px', () => expect(STICKY_HEADER_OFFSET).toBe(100));

  it('sticks only past the offset', () => {
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(100)).toBe(false);
    expect(isScrolledPast(101)).toBe(true);
    expect(isScrolledPast(2, 1)).toBe(true);
  });
});

describe('idle prefetch scheduling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const timers = (): IdleEnv => ({
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  });

  it('waits 2000 ms, then asks for an idle period', () => {
    const task = jest.fn();
    const idle: (() => void)[] = [];
    const env = { ...timers(), requestIdleCallback: jest.fn((fn: () => void) => idle.push(fn)) };
    whenIdle(task, 2000, env);
    jest.advanceTimersByTime(1999);
    expect(env.requestIdleCallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(env.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2000 });
    idle[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the delay where requestIdleCallback is missing, and can be cancelled', () => {
    const task = jest.fn();
    whenIdle(task, 2000, timers());
    jest.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const cancel = whenIdle(cancelled, 2000, timers());
    cancel();
    jest.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

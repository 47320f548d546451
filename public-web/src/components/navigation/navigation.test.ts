import { LOADING_BAR_DONE_MS, LOADING_BAR_FAILED_MS, LOADING_BAR_THROTTLE_MS, LoadingBar } from './loadingBar';
import { pageForPath } from './pageForPath';

describe('pageForPath', () => {
  it('finds the page of an address in either language', () => {
    expect(pageForPath('/ru')).toBe('home');
    expect(pageForPath('/uz/')).toBe('home');
    expect(pageForPath('/ru/burger/sdg')).toBe('sdg');
    expect(pageForPath('/uz/profile')).toBe('profile');
    expect(pageForPath('/ru/confirmation/12/abc')).toBe('confirmation');
    expect(pageForPath('/ru/recovery')).toBe('recovery');
    expect(pageForPath('/ru/sign-up')).toBe('signUp');
  });

  it('returns null for unknown addresses and locales', () => {
    expect(pageForPath('/ru/no-such-page')).toBeNull();
    expect(pageForPath('/en/login')).toBeNull();
    expect(pageForPath('/ru/burger/sdg/extra')).toBeNull();
    expect(pageForPath('/')).toBeNull();
  });
});

describe('loading bar (throttle 200 ms, red on failure)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function deferred() {
    let resolve!: () => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('stays hidden when the page loads within the throttle', async () => {
    const bar = new LoadingBar();
    const seen: string[] = [];
    bar.subscribe(() => seen.push(bar.getStatus()));
    const load = deferred();
    const tracked = bar.track(load.promise);
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1);
    load.resolve();
    await tracked;
    jest.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
    expect(bar.getStatus()).toBe('idle');
  });

  it('shows after the throttle, completes, then hides', async () => {
    const bar = new LoadingBar();
    const load = deferred();
    const tracked = bar.track(load.promise);
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    expect(bar.getStatus()).toBe('loading');
    load.resolve();
    await expect(tracked).resolves.toBe(true);
    expect(bar.getStatus()).toBe('done');
    jest.advanceTimersByTime(LOADING_BAR_DONE_MS);
    expect(bar.getStatus()).toBe('idle');
  });

  it('turns red when the load fails, even a fast one, then clears', async () => {
    const bar = new LoadingBar();
    const load = deferred();
    const tracked = bar.track(load.promise);
    load.reject(new Error('chunk'));
    await expect(tracked).resolves.toBe(false);
    expect(bar.getStatus()).toBe('failed');
    jest.advanceTimersByTime(LOADING_BAR_FAILED_MS);
    expect(bar.getStatus()).toBe('idle');
  });

  it('follows only the newest load', async () => {
    const bar = new LoadingBar();
    const first = deferred();
    const second = deferred();
    void bar.track(first.promise);
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    const tracked = bar.track(second.promise);
    expect(bar.getStatus()).toBe('loading');
    first.reject(new Error('old'));
    await Promise.resolve();
    expect(bar.getStatus()).toBe('loading');
    second.resolve();
    await tracked;
    expect(bar.getStatus()).toBe('done');
  });

  it('clears a red bar when the next navigation starts', async () => {
    const bar = new LoadingBar();
    const failed = deferred();
    const t1 = bar.track(failed.promise);
    failed.reject(new Error('x'));
    await t1;
    expect(bar.getStatus()).toBe('failed');
    const next = deferred();
    void bar.track(next.promise);
    expect(bar.getStatus()).toBe('idle');
  });
});

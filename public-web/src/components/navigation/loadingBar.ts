/** Spec §9: the bar appears only when loading takes longer than this. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** How long the full bar lingers before it fades (done) and how long a red bar stays (failed). */
export const LOADING_BAR_DONE_MS = 300;
export const LOADING_BAR_FAILED_MS = 4000;

export type LoadingBarStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

/**
 * The state of the top loading bar. `track(promise)` follows one load: nothing shows if it
 * settles within the throttle; otherwise the bar runs and completes, or turns red on failure.
 * A newer load replaces an older one.
 */
export class LoadingBar {
  private status: LoadingBarStatus = 'idle';
  private generation = 0;
  private timer: unknown = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly timers: Timers = {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    },
  ) {}

  getStatus = (): LoadingBarStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Follows a load; resolves to whether it succeeded (never rejects). */
  track(load: Promise<unknown>): Promise<boolean> {
    const generation = ++this.generation;
    if (this.status === 'loading') this.cancel();
    else {
      this.set('idle');
      this.schedule(() => this.set('loading'), LOADING_BAR_THROTTLE_MS);
    }
    return load.then(
      () => {
        if (generation === this.generation) this.finish();
        return true;
      },
      () => {
        if (generation === this.generation) this.fail();
        return false;
      },
    );
  }

  /** Shows the red bar, whatever the throttle (a failure is always worth showing). */
  fail(): void {
    this.set('failed');
    this.schedule(() => this.set('idle'), LOADING_BAR_FAILED_MS);
  }

  private finish(): void {
    if (this.status !== 'loading') {
      this.cancel();
      this.set('idle');
      return;
    }
    this.set('done');
    this.schedule(() => this.set('idle'), LOADING_BAR_DONE_MS);
  }

  private schedule(fn: () => void, ms: number): void {
    this.cancel();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      fn();
    }, ms);
  }

  private cancel(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private set(status: LoadingBarStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}

/** The one bar of the page, shared by every layout (layouts come and go; the bar stays). */
export const loadingBar = new LoadingBar();

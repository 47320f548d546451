import { CHUNK_RELOAD_INTERVAL_MS, reloadOnceAfterChunkError, type ReloadEnv } from './lazyPage';

function fakeEnv(start: number): ReloadEnv & { reloads: number; clock: { now: number } } {
  const store = new Map<string, string>();
  const clock = { now: start };
  const env = {
    reloads: 0,
    clock,
    now: () => clock.now,
    storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    reload: () => {
      env.reloads += 1;
    },
  };
  return env;
}

describe('reload after a chunk fails to load', () => {
  it('reloads at most once a minute', () => {
    const env = fakeEnv(1_000_000);
    expect(reloadOnceAfterChunkError(env)).toBe(true);
    env.clock.now += CHUNK_RELOAD_INTERVAL_MS - 1;
    expect(reloadOnceAfterChunkError(env)).toBe(false);
    env.clock.now += 1;
    expect(reloadOnceAfterChunkError(env)).toBe(true);
    expect(env.reloads).toBe(2);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStoppableServer, KEEP_ALIVE_MS } from './httpServer';

/** A GET over the given keep-alive agent: status, Connection header and body. */
function get(port: number, agent: http.Agent, path: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path, agent }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c)).on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('graceful stop', () => {
  it('finishes requests in flight and tells keep-alive clients to close once stopping', async () => {
    let release!: () => void;
    let markStarted!: () => void;
    const slowStarted = new Promise<void>((resolve) => (markStarted = resolve));
    const stoppable = createStoppableServer((req, res) => {
      if (req.url !== '/slow') return void res.end('fast');
      release = () => res.end('slow done');
      markStarted();
    });
    await new Promise<void>((r) => stoppable.server.listen(0, '127.0.0.1', r));
    const { port } = stoppable.server.address() as AddressInfo;
    expect(stoppable.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(stoppable.server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    const before = await get(port, agent, '/fast');
    expect(before).toMatchObject({ status: 200, body: 'fast' });
    expect(before.connection).toBe('keep-alive');

    const slow = get(port, agent, '/slow');
    await slowStarted;
    const stopped = stoppable.stop(5000);
    // The next request waits for the busy keep-alive socket, then is answered with Connection: close.
    const next = get(port, agent, '/fast');
    release();
    expect(await slow).toMatchObject({ status: 200, body: 'slow done', connection: 'close' });
    await stopped;
    await expect(next).rejects.toThrow();
    agent.destroy();
  });
});

import http, { type RequestListener, type Server, type ServerResponse } from 'node:http';

/** An HTTP server that can stop gracefully: no new connections, requests in flight finish. */
export interface StoppableServer {
  server: Server;
  /**
   * Stops accepting connections and waits for open requests (closing the rest after `timeoutMs`).
   * Every answer sent meanwhile carries `Connection: close`, so keep-alive clients move on cleanly
   * instead of sending the next request into a socket that is about to close.
   */
  stop(timeoutMs: number, onTimeout?: () => void): Promise<void>;
}

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

/** Wraps a request handler (the Express app) in a server that knows when it is stopping. */
export function createStoppableServer(handler: RequestListener): StoppableServer {
  let stopping = false;
  const open = new Set<ServerResponse>();
  const server = http.createServer((req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
    else {
      open.add(res);
      res.once('close', () => open.delete(res));
    }
    handler(req, res);
  });
  // Idle keep-alive sockets stay open longer than the clients' and proxies' own idle time (nginx
  // and load balancers use 60 s): with Node's 5 s default the server may close a socket just as a
  // client sends the next request on it, which the client sees as a reset connection.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return {
    server,
    stop: (timeoutMs, onTimeout) => {
      stopping = true;
      // Answers still being worked on close their connection too once sent.
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      const force = setTimeout(() => {
        onTimeout?.();
        server.closeAllConnections();
      }, timeoutMs);
      force.unref();
      return new Promise<void>((resolve) => {
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP relay in front of a real server (PostgreSQL, Redis) that a test can take away and bring
 * back: `down()` cuts every open connection and refuses new ones, `up()` accepts them again on
 * the same port. The server behind it is never touched, so tests can simulate an outage of the
 * machine's shared PostgreSQL or Redis without stopping it.
 */
export interface TcpProxy {
  port: number;
  /** Cuts every relayed connection (both ends) and stops accepting new ones. */
  down(): Promise<void>;
  /** Accepts connections again. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return {
    get port() {
      return port;
    },
    down: stop,
    up: listen,
    close: stop,
  };
}

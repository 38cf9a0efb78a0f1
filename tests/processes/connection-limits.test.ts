import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { WebSocket } from "ws";
import { loadConfig } from "#server/config.ts";
import { CONNECTION_LIMITS } from "#server/platform/connection-limits.ts";
import { appProcesses } from "#tests/support/app-processes.ts";
import { createPostgresTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

// against real listening app processes: slow requests are cut, one address
// cannot hold more than its share of connections and websockets, another address still gets
// answers. Every client is on 127.0.0.0/8; "another address" binds the client socket to
// 127.0.0.2 (the whole range is the loopback interface).

const adminUrl = process.env.TEST_DATABASE_URL!;
const OTHER_ADDRESS = "127.0.0.2";
let testDb: TestDatabase;
const processes = appProcesses();
/** Production limits. */
let port: number;
/** The same limits, only the timeouts shortened so the test needs seconds, not minutes. */
let shortPort: number;

beforeAll(async () => {
  testDb = await createPostgresTestDatabase(adminUrl, inject("templateKey"), inject("testRunId"));
  [port, shortPort] = await Promise.all([
    processes.start(testDb.url!),
    processes.start(testDb.url!, {
      TEST_CONNECTION_LIMITS: JSON.stringify({
        headersTimeoutMs: 1_000,
        requestTimeoutMs: 2_000,
        timeoutCheckMs: 250,
      }),
    }),
  ]);
}, 60_000);
afterAll(async () => {
  await processes.stopAll();
  await testDb?.drop();
});

interface RawClient {
  socket: Socket;
  /** Everything the server sent. */
  received(): string;
  /** Resolves when the server closed the connection (or it failed). */
  closed: Promise<void>;
  isClosed(): boolean;
}

function rawClient(target: number, localAddress?: string): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port: target, localAddress });
    let data = "";
    let isClosed = false;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (data += chunk));
    socket.on("error", () => {});
    const closed = new Promise<void>((done) =>
      socket.once("close", () => {
        isClosed = true;
        done();
      }),
    );
    socket.once("connect", () =>
      resolve({ socket, received: () => data, closed, isClosed: () => isClosed }),
    );
    socket.once("error", reject);
  });
}

/** Writes `chunk` every 100 ms, at most `times` times, until the server closes the socket. */
async function dribble(client: RawClient, chunk: string, times: number): Promise<number> {
  let sent = 0;
  while (sent < times && !client.isClosed()) {
    client.socket.write(chunk);
    sent++;
    await Promise.race([client.closed, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  return sent;
}

function get(target: number, path: string, localAddress?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: target, path, localAddress, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const API_HEADERS =
  "Host: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json\r\nX-Requested-With: XMLHttpRequest\r\n";

describe("slow requests", () => {
  it("a body dribbled slower than the request timeout is cut with a German 408", async () => {
    const client = await rawClient(shortPort);
    client.socket.write(
      `POST /api/contact HTTP/1.1\r\n${API_HEADERS}Content-Length: 10000\r\n\r\n`,
    );
    // 300 bytes over up to 30 s: far from the 10,000 announced.
    const sent = await dribble(client, " ", 300);
    expect(client.isClosed()).toBe(true);
    expect(sent).toBeLessThan(300);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain("Die Anfrage hat zu lange gedauert.");
  }, 40_000);

  it("headers dribbled slower than the header timeout are cut", async () => {
    const client = await rawClient(shortPort);
    client.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    const sent = await dribble(client, "X-Slow: 1\r\n", 300);
    expect(client.isClosed()).toBe(true);
    expect(sent).toBeLessThan(300);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  }, 40_000);

  it("a connection that never sends a request is closed", async () => {
    const client = await rawClient(shortPort);
    const sent = await dribble(client, "", 300);
    expect(client.isClosed()).toBe(true);
    expect(sent).toBeLessThan(300);
  }, 40_000);
});

describe("connections per address", () => {
  it("connections above the per-address cap are refused; another address is still served", async () => {
    const held: RawClient[] = [];
    try {
      for (let n = 0; n < CONNECTION_LIMITS.perPeer; n++) held.push(await rawClient(port));
      // The server has taken them all (a request on the last one is answered).
      held.at(-1)!.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      await expect.poll(() => held.at(-1)!.received()).toMatch(/^HTTP\/1\.1 200 /);

      const excess = await rawClient(port);
      excess.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      await excess.closed;
      expect(excess.received()).toBe("");

      const other = await get(port, "/healthz", OTHER_ADDRESS);
      expect(other.status).toBe(200);

      // A freed place can be taken again.
      held.shift()!.socket.destroy();
      await expect.poll(() => get(port, "/healthz").then((r) => r.status)).toBe(200);
    } finally {
      for (const client of held) client.socket.destroy();
    }
  });

  it("websockets above the per-client cap get a German 429 before the upgrade; another address connects", async () => {
    const key = loadConfig({}, "test").pusher.key;
    const url = `ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8`;
    const open = (localAddress?: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url, { localAddress });
        socket.once("open", () => resolve(socket));
        socket.once("error", reject);
        socket.once("unexpected-response", (_req, res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => reject(Object.assign(new Error(body), { status: res.statusCode })));
        });
      });
    const sockets: WebSocket[] = [];
    try {
      for (let n = 0; n < CONNECTION_LIMITS.websocketsPerClient; n++) sockets.push(await open());
      const refused = await open().then(
        (socket) => {
          sockets.push(socket);
          return undefined;
        },
        (error: Error & { status?: number }) => error,
      );
      expect(refused?.status).toBe(429);
      expect(refused?.message).toContain("Zu viele gleichzeitige Live-Verbindungen");

      sockets.push(await open(OTHER_ADDRESS));
      // A closed websocket frees its place.
      const first = sockets.shift()!;
      await new Promise((resolve) => {
        first.once("close", resolve);
        first.close();
      });
      await expect
        .poll(() =>
          open().then(
            (socket) => sockets.push(socket) > 0,
            () => false,
          ),
        )
        .toBe(true);
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  });
});

import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  CONNECTION_LIMITS,
  addressKey,
  totalConnectionCap,
  websocketGate,
} from "./connection-limits.ts";

function upgrade(remoteAddress: string, forwardedFor?: string) {
  const request = {
    socket: { remoteAddress },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  } as unknown as IncomingMessage;
  const socket = new PassThrough();
  let written = "";
  socket.on("data", (chunk: Buffer) => (written += chunk.toString("utf8")));
  return { request, socket, written: () => written };
}

describe("connection limits", () => {
  it("counts one client per IPv4 address and per IPv6 /64", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps the total below the file-descriptor limit, with room for the process's own files", () => {
    expect(totalConnectionCap(1024)).toBe(384);
    expect(totalConnectionCap(65_536)).toBe(32_640);
    expect(totalConnectionCap(256)).toBe(64);
    expect(CONNECTION_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(
      CONNECTION_LIMITS.requestTimeoutMs,
    );
  });

  it("behind a proxy counts websockets by X-Forwarded-For: one client is refused, another still admitted", () => {
    const admit = websocketGate(
      { ...CONNECTION_LIMITS, websocketsPerClient: 2 },
      { trustProxy: true },
    );
    const open = [upgrade("10.0.0.1", "203.0.113.7"), upgrade("10.0.0.1", "203.0.113.7, 10.0.0.9")];
    for (const u of open) expect(admit(u.request, u.socket)).toBe(true);

    const third = upgrade("10.0.0.1", "203.0.113.7");
    expect(admit(third.request, third.socket)).toBe(false);
    expect(third.written()).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(third.written()).toContain("Zu viele gleichzeitige Live-Verbindungen");

    const other = upgrade("10.0.0.1", "203.0.113.8");
    expect(admit(other.request, other.socket)).toBe(true);
    // Without the proxy header the balancer's own address counts.
    const direct = upgrade("10.0.0.1");
    expect(admit(direct.request, direct.socket)).toBe(true);
  });

  it("without a trusted proxy ignores X-Forwarded-For, and a closed socket frees its place", async () => {
    const admit = websocketGate(
      { ...CONNECTION_LIMITS, websocketsPerClient: 1 },
      { trustProxy: false },
    );
    const first = upgrade("198.51.100.1", "203.0.113.1");
    expect(admit(first.request, first.socket)).toBe(true);
    const spoofed = upgrade("198.51.100.1", "203.0.113.2");
    expect(admit(spoofed.request, spoofed.socket)).toBe(false);

    first.socket.destroy();
    await new Promise((resolve) => first.socket.once("close", resolve));
    const again = upgrade("198.51.100.1");
    expect(admit(again.request, again.socket)).toBe(true);
  });
});

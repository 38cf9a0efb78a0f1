import { createRequire } from "node:module";

/**
 * autocannon 9 keeps every response body as a string (`req.body += chunk` in
 * lib/pipelinedRequestsQueue.js, a UTF-8 decode of each chunk) for its `verifyBody` and
 * `onResponse` hooks, which the speed bench does not use. That decode made the load generator,
 * not the app, the limit of the HTML pages: one full core at ~16,000 pages/s of 90 KiB, and
 * compressed bodies (brotli, gzip: bytes that are not UTF-8, V8's slow path) at ~6,000 pages/s
 * while the app was 70 % idle (measured 2026-11-25, docs/performance.md). The bench measures the
 * app, so the bodies are dropped; their bytes are still counted (`addByteCount`) and every status
 * code is still checked.
 */
export function dropResponseBodies(): void {
  const require = createRequire(import.meta.url);
  const queue = require("autocannon/lib/pipelinedRequestsQueue.js") as {
    prototype: { addBody: (data: unknown) => void };
  };
  if (typeof queue.prototype.addBody !== "function") {
    throw new Error("autocannon changed: PipelinedRequestsQueue.addBody is gone; see this file");
  }
  queue.prototype.addBody = () => {};
}

// `npm start`: builds the web app when the build is missing or older than the sources,
// then starts the production server (which migrates and seeds on its own).
import { resolve } from "node:path";
import { ensureWebBuild } from "./lib/web-build.ts";

const root = resolve(import.meta.dirname, "..");
if (!ensureWebBuild()) process.exit(1);

// Same process as the server, so signals reach it directly (graceful shutdown).
// Production even on a newcomer's machine: unset APP_KEY / PUSHER_APP_SECRET are generated
// into DATA_DIR (src/server/secrets.ts), and only the published development values are refused.
process.env.NODE_ENV ??= "production";
process.chdir(root);
const { main } = await import("../src/server/main.ts");
await main();

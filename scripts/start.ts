// `npm start`: builds the web app when the build is missing or older than the sources,
// then starts the production server (which migrates and seeds on its own).
import { resolve } from "node:path";
import { ensureWebBuild } from "./lib/web-build.ts";

const root = resolve(import.meta.dirname, "..");
if (!ensureWebBuild()) process.exit(1);

// Same process as the server, so signals reach it directly (graceful shutdown).
process.env.NODE_ENV ??= "production";
process.chdir(root);
const { main } = await import("../src/server/main.ts");
await main();

// The production build of the web app, only when it is missing or older than its sources
// (scripts/lib/web-build.ts). `npm test` makes it beside the static checks, so the e2e server
// starts from it instead of building first.
import { ensureWebBuild } from "./lib/web-build.ts";

if (!ensureWebBuild()) process.exit(1);

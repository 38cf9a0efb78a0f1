import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import { fastify, LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { appContext } from "#shared/load-context.ts";
import "#shared/validation.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Deps } from "./deps.ts";
import { createSearchEngine } from "./modules/search/engine.ts";
import { createJobStatsCounter } from "./modules/job-stats/counter.ts";
import { countJobPageViews } from "./modules/job-stats/page-views.ts";
import { endedLiveSessions } from "./modules/realtime/sessions.ts";
import { APP_MODULES } from "./modules/index.ts";
import type { AppModule } from "./modules/module.ts";
import {
  createMemoryBroadcaster,
  createRedisBroadcaster,
  type Broadcaster,
} from "./platform/realtime/broadcaster.ts";
import { createRealtimeHub } from "./platform/realtime/hub.ts";
import { createScheduler } from "./platform/scheduler.ts";
import { createOutbox } from "./platform/outbox.ts";
import { registerRequestLog } from "./platform/request-log.ts";
import { createLocalStorage } from "./platform/media/storage.ts";
import { createWebServices } from "./web-services.ts";
import { registerPageCache } from "./page-cache.ts";
import { brotliParams } from "./platform/brotli.ts";
import {
  AppError,
  frameworkErrorReply,
  errorBody,
  registerErrorHandling,
} from "./platform/errors.ts";
import { createMailer, type Mailer } from "./platform/mail/mailer.ts";
import { csrfGuard } from "./platform/csrf.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";
import {
  CONNECTION_LIMITS,
  capConnections,
  clientErrorReply,
  serverTimeoutOptions,
  websocketGate,
  type ConnectionLimits,
} from "./platform/connection-limits.ts";
import { registerAccessChecks } from "./platform/access.ts";
import { refuseUnstorableText } from "./platform/unstorable-text.ts";

/** The route of @mcansh/react-router-fastify that renders every page. */
const PAGE_ROUTE = "*";

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  redis?: Redis;
  /** "dev": Vite's dev server renders pages; "build": the production build in build/; false: API only (API tests). */
  web: { devServer: ViteDevServer } | "build" | false;
  logger?: FastifyBaseLogger | boolean;
  /** Timeouts and connection caps; tests shorten them (tests/processes/connection-limits.test.ts). */
  connectionLimits?: Partial<ConnectionLimits>;
  /**
   * Closes what the caller opened (database, Redis, mailer) when the app closes, after every
   * hook of the app's own: the search recorder's last batch and the outbox still reach the
   * database.
   */
  release?: () => Promise<void>;
}

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const limits = { ...CONNECTION_LIMITS, ...options.connectionLimits };
  const app = fastify({
    loggerInstance: typeof options.logger === "object" ? options.logger : undefined,
    logger:
      typeof options.logger === "object"
        ? undefined
        : options.logger === false
          ? false
          : {
              level: config.logLevel,
              redact: [
                "req.headers.cookie",
                "req.headers.authorization",
                'res.headers["set-cookie"]',
              ],
            },
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // onReady loads every live ad into the search index before the process listens: at
    // 1,000,000 ads 15–30 s (two processes starting together on 2 cores took longer than
    // Fastify's default of 10 s and did not start).
    pluginTimeout: 120_000,
    // Ids in paths are integers; a 2 kB path is hostile, not a page.
    routerOptions: { maxParamLength: 500 },
    // Malformed URLs and overlong parameters are answered by the router itself: in German too.
    frameworkErrors: frameworkErrorReply,
    // On shutdown: idle keep-alive sockets close at once, requests in flight finish.
    forceCloseConnections: "idle",
    return503OnClosing: false,
    // Header, request and idle timeouts (platform/connection-limits.ts says why each).
    ...serverTimeoutOptions(limits),
    clientErrorHandler: clientErrorReply,
    // One line per request instead (platform/request-log.ts); the top-level option of the same
    // name is deprecated in Fastify 5.12 (FSTDEP023).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  // onClose hooks run in the reverse order of their registration (avvio's close queue): the
  // first one registered runs last, after the plugins' hooks (the search recorder's) and the
  // hooks below (the outbox's).
  const { release } = options;
  if (release) app.addHook("onClose", () => release());

  capConnections(app.server, limits, { trustProxy: config.trustProxy });
  registerRequestLog(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON is accepted by the API; a text/plain body gets 415 instead of being read as a string.
  app.removeContentTypeParser("text/plain");
  // docs/product.md "API conventions": the client sends `Content-Type: application/json` on every call, also on a
  // DELETE or PUT without a body. An empty body counts as `{}` then, not a 400; anything else
  // goes through Fastify's own (prototype-poisoning-safe) JSON parser.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (typeof body === "string" && body.trim() === "") {
      done(null, {});
      return;
    }
    parseJson(request, body as string, done);
  });
  registerErrorHandling(app);

  // Live events: through Redis when it is configured, so every app process's sockets hear them.
  const realtime: Broadcaster = options.redis
    ? await createRedisBroadcaster(options.redis, {
        // One installation's events stay its own on a shared Redis.
        channel: `wurzelwerk:realtime:${config.pusher.key}`,
        onError: (error) => app.log.warn({ err: error }, "realtime publish/subscribe failed"),
      })
    : createMemoryBroadcaster();

  const deps: Deps = {
    config,
    database,
    db: database.db,
    search: createSearchEngine(database.db, { syncIntervalMs: config.searchSyncMs }),
    storage: createLocalStorage(join(config.dataDir, "media")),
    redis: options.redis,
    realtime,
    outbox: createOutbox(database.db, app.log),
    jobStats: createJobStatsCounter(database.db, {
      appKey: config.appKey,
      flushMs: config.jobStatsFlushMs,
      log: app.log,
    }),
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: app.log,
      }),
  };

  // Before the database closes (release, registered first, runs last): a clean stop loses no count.
  app.addHook("onClose", () => deps.jobStats.close());

  // Queued work of every module (platform/outbox.ts), before any request or scheduled run adds some.
  for (const module of APP_MODULES as readonly AppModule[]) {
    for (const [kind, handler] of Object.entries(module.work?.(deps) ?? {})) {
      deps.outbox.handle(kind, handler);
    }
  }

  const isDev = typeof options.web === "object" && options.web !== null;
  registerSecurityHeaders(app, {
    csp: !isDev,
    wsOrigin: config.appUrl.replace(/^http/, "ws"),
    tileOrigin: tileOrigin(config.mapTileUrl),
    secure: config.secureCookies,
  });
  // After helmet (the policy carries this request's nonce), before compression.
  if (options.web === "build") {
    registerPageCache(app, deps.search, {
      ttlMs: config.pageCacheMs,
      maxBytes: config.pageCacheBytes,
    });
  }
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: "ww-rl:",
    skipOnError: true,
    errorResponseBuilder: (_request, context) => AppError.tooManyRequests(context.ttl),
  });
  if (!isDev) {
    await app.register(compress, { threshold: 1024, brotliOptions: { params: brotliParams() } });
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.appName} API`,
        version: config.appVersion,
        description: "JSON-API der Jobbörse (docs/product.md „API conventions“)",
      },
    },
    transform: jsonSchemaTransform,
  });

  // A view of an ad's page, counted after the answer, whether rendered or from the page cache (ADR 060).
  app.addHook("onResponse", countJobPageViews(deps.jobStats));

  // Before the body is parsed, so a cross-site request never gets as far as validation.
  app.addHook("onRequest", csrfGuard(config));
  // Then, per route, the session and role (onRequest too): before a body is read or validated.
  registerAccessChecks(app, deps);
  // Text PostgreSQL cannot store (NUL, lone surrogates) in params, query or JSON body: a German
  // 422 after the route's schema (whose own message wins where it refuses such text) and before
  // any handler or route preHandler. Pages pass theirs to the loaders' services, which answer
  // the NotFound page for it (web-services.ts).
  app.addHook("preHandler", async (request) => {
    if (request.routeOptions.url !== PAGE_ROUTE) await refuseUnstorableText(request);
  });

  // Each module's routes, in the order of modules/index.ts; the catch-alls come last (below).
  for (const module of APP_MODULES) {
    for (const routes of module.routes) await app.register(routes(deps));
  }

  // The Pusher-protocol websocket at /app/{key} on this same HTTP server.
  const hub = createRealtimeHub({
    key: config.pusher.key,
    secret: config.pusher.secret,
    broadcaster: realtime,
    log: app.log,
    sessionCheck: { ended: (grants) => endedLiveSessions(deps.db, grants) },
    admitUpgrade: websocketGate(limits, { trustProxy: config.trustProxy }),
  });
  hub.attach(app.server, { leaveOtherPaths: isDev });
  app.addHook("preClose", () => hub.close());
  app.addHook("onClose", () => realtime.close());

  // The search index loads before the first request instead of during it.
  app.addHook("onReady", () => deps.search.index.ensureFresh());

  // Scheduled work (ad expiry, reminder mails, unused uploads) in every process; the tasks claim their items
  // in the database, so several processes never do the same item twice.
  const scheduler = createScheduler(
    [
      ...APP_MODULES.flatMap((module: AppModule) => module.tasks?.(deps) ?? []),
      // Usually empty: each row is done right after its request answered (outbox.kick); this
      // picks up what a stopped process or an unreachable mail server left.
      { name: "outbox", run: () => deps.outbox.drain().then(() => undefined) },
    ],
    { intervalMs: config.schedulerIntervalMs, log: app.log },
  );
  app.addHook("onListen", () => scheduler.start());
  app.addHook("onClose", () => scheduler.stop());
  app.addHook("onClose", () => deps.outbox.close());

  // Uploaded and generated images (logos, header images) from DATA_DIR/media.
  const mediaRoot = join(config.dataDir, "media");
  mkdirSync(mediaRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    maxAge: "7d",
  });

  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
  // Unknown API paths answer JSON, never the HTML NotFound page.
  app.all("/api/*", { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).send(errorBody(404)),
  );

  if (options.web) {
    const webServices = (request: Parameters<typeof createWebServices>[1]) =>
      createWebServices(deps, request);
    await app.register(fastifyReactRouter, {
      devServer: options.web === "build" ? undefined : options.web.devServer,
      // The build as a module, not as a function that loads it: handed a function, React Router
      // derives its route table, static handler and route ranking again on every request.
      build: options.web === "build" ? await loadServerBuild() : undefined,
      mode: isDev ? "development" : "production",
      getLoadContext(request) {
        const context = new RouterContextProvider();
        context.set(appContext, {
          requestId: String(request.id),
          cspNonce: request.cspNonce,
          services: webServices(request),
        });
        return context;
      },
    });
  }

  return app;
}

/** The production server build (`npm run build:web`), imported once per process. */
async function loadServerBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
}

function tileOrigin(template: string): string | undefined {
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, "a"));
    return `${url.protocol}//${url.hostname.replace(/^a\./, "*.")}${url.port ? `:${url.port}` : ""}`;
  } catch {
    return undefined;
  }
}

import type { FastifyRequest } from "fastify";
import type { Deps } from "#server/deps.ts";
import { currentUser } from "#server/platform/session.ts";
import type { PageMetadata } from "#shared/schemas/meta.ts";
import { siteNavigation } from "./navigation.ts";

/** Everything the browser needs at start, rendered into the first HTML by the root loader. */
export async function buildPageMetadata(
  deps: Deps,
  request: FastifyRequest,
): Promise<PageMetadata> {
  const appUrl = new URL(deps.config.appUrl);
  const tls = appUrl.protocol === "https:";
  const [navigation, user] = await Promise.all([
    siteNavigation(deps),
    currentUser(deps.db, request),
  ]);
  return {
    app_name: deps.config.appName,
    app_url: deps.config.appUrl,
    app_version: deps.config.appVersion,
    blog_count: navigation.blogCount,
    sectors: [...navigation.sectors],
    user,
    realtime: {
      key: deps.config.pusher.key,
      ws_host: appUrl.hostname,
      ws_port: Number(appUrl.port) || (tls ? 443 : 80),
      force_tls: tls,
    },
    map_tile_url: deps.config.mapTileUrl,
    stripe_enabled: Boolean(deps.config.stripe),
  };
}

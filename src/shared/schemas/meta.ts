import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZCurrentUser } from "./user.ts";
import { ZSector } from "./sectors.ts";

/**
 * Page metadata rendered into the first HTML by the root loader, so the browser needs no
 * extra call at start (docs/product.md "API conventions": the
 * user is not fetched again when the page metadata already carries it).
 */
const ZPageMetadata = z.object({
  app_name: z.string(),
  app_url: z.string(),
  app_version: z.string(),
  blog_count: z.number().int(),
  sectors: z.array(ZSector),
  user: ZCurrentUser.nullable(),
  realtime: z.object({
    key: z.string(),
    ws_host: z.string(),
    ws_port: z.number().int(),
    force_tls: z.boolean(),
  }),
  map_tile_url: z.string(),
  stripe_enabled: z.boolean(),
});
export type PageMetadata = z.infer<typeof ZPageMetadata>;

const ZVersion = z.object({ version: z.string() });

export const systemEndpoints = defineEndpoints({
  "GET /api/version": {
    tags: ["System"],
    summary: "Die laufende Version (für den Hinweis auf eine neue Version)",
    response: { 200: ZVersion },
  },
  "GET /api/meta": {
    tags: ["System"],
    summary: "Seiten-Metadaten (wie im ersten HTML)",
    response: { 200: z.object({ data: ZPageMetadata }) },
  },
});

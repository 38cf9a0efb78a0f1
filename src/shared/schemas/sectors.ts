import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZTranslatable, zPaginated } from "./common.ts";

export const ZSector = z.object({ id: z.number().int(), name: ZTranslatable, slug: z.string() });
export type Sector = z.infer<typeof ZSector>;

const ZSectorListQuery = z.object({
  order_by: z
    .enum(["name.asc", "name.desc", "id.asc"], {
      error: "Erlaubt sind name.asc, name.desc und id.asc.",
    })
    .default("name.asc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(100),
});
const ZSectorList = zPaginated(ZSector);

export const sectorEndpoints = defineEndpoints({
  "GET /api/sectors": {
    tags: ["Branchen"],
    summary: "Alle Branchen (Paginator), standardmäßig nach Name sortiert",
    querystring: ZSectorListQuery,
    response: { 200: ZSectorList },
  },
});

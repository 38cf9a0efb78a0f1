import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage } from "./common.ts";
import { ZTranslatable } from "./common.ts";

/** Page types of docs/product.md "Pages and addresses", returned as `resource_class_name` by the slug lookup. */
export const PAGE_TYPES = [
  "About",
  "Arbeitgeber",
  "ArbeitgeberWithoutPrices",
  "Blog",
  "Contentpage",
  "FAQ",
  "Failed",
  "Home",
  "JobAdvertisement",
  "Kontakt",
  "NotFound",
  "Process",
] as const;
const ZPageType = z.enum(PAGE_TYPES);
export type PageType = z.infer<typeof ZPageType>;

const ZPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: ZTranslatable,
  meta_title: ZTranslatable.nullable(),
  meta_description: ZTranslatable.nullable(),
  intro: ZTranslatable,
  content: ZTranslatable,
  updated_at: z.string(),
});
export type Page = z.infer<typeof ZPage>;

/** The lookup takes the rest of the path, so nested content paths ("ratgeber/bewerbung") work. */
const ZSlugParams = z.object({
  "*": z
    .string()
    .min(1, { error: "Bitte eine Adresse angeben." })
    .max(200, { error: "Die Adresse ist zu lang." }),
});

const ZSlugLookup = z.object({
  data: z.object({
    meta: z.object({ resource_class_name: ZPageType }),
    data: ZPage,
  }),
});
export type SlugLookup = z.infer<typeof ZSlugLookup>;

const ZFaq = z.object({
  id: z.number().int(),
  audience: z.enum(["seeker", "employer"]),
  question: ZTranslatable,
  answer: ZTranslatable,
});
export type Faq = z.infer<typeof ZFaq>;
const ZFaqList = z.object({ data: z.array(ZFaq) });

export const pageEndpoints = defineEndpoints({
  "GET /api/slugs/search/*": {
    tags: ["Seiten"],
    summary:
      "Inhaltsseite zu einem Pfad (docs/product.md „API conventions“); 404, wenn es keine gibt",
    params: ZSlugParams,
    response: { 200: ZSlugLookup, 404: ZMessage },
  },
  "GET /api/faqs": {
    tags: ["Seiten"],
    summary: "Häufige Fragen für Suchende und Arbeitgeber",
    response: { 200: ZFaqList },
  },
});

import { z } from "zod";
import { ERROR_CODE_LIST } from "../error-codes.ts";
import "../validation.ts";

/**
 * A one-line text field (a title, a name, an address line): no line breaks or other control
 * characters, and none of Unicode's bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which make a text read differently from how it is stored
 * („Erntehelfer\u202Efdp.exe“). Texts that mix scripts, right-to-left letters included, stay
 * allowed: the marks U+200E/U+200F are not refused.
 */
export const singleLine = (v: string) => !/[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/.test(v);

export const ZTranslatable = z
  .object({
    de: z.string(),
    en: z.string().optional(),
    pl: z.string().optional(),
    ro: z.string().optional(),
    uk: z.string().optional(),
  })
  .meta({ description: "Übersetzbarer Wert, nach Sprache; Deutsch ist der Rückfall." });

/** An id in a JSON body: a real integer, never a string or boolean turned into one. */
/**
 * The titles of an ad's translations by the employer, by language (ADR 052, ADR 054): a card and
 * the applicant's page name the ad in the page's language. Only titles, no texts.
 */
export const ZTitleTranslations = z.object({
  en: z.string().optional(),
  pl: z.string().optional(),
  ro: z.string().optional(),
  uk: z.string().optional(),
});

export const ZBodyId = z.number().int().min(1).max(2_147_483_647, { error: "Die ID ist zu groß." });

/** An id in a path or query string. */
export const ZId = z.coerce
  .number()
  .int()
  .min(1)
  .max(2_147_483_647, { error: "Die ID ist zu groß." });

/** Laravel's paginator (docs/product.md "Search: filters and semantics"). */
export function zPaginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}
export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(12),
});

/** An error answer's machine-readable reason (src/shared/error-codes.ts); absent on success. */
const ZErrorCode = z.enum(ERROR_CODE_LIST);
export const ZMessage = z.object({ message: z.string(), code: ZErrorCode.optional() });
export const ZValidationError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  code: ZErrorCode.optional(),
});

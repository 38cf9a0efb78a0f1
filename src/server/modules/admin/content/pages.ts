import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { pages } from "#server/db/schema.ts";
import { toPage } from "#server/modules/pages/service.ts";
import { diffFields } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import { paginated } from "#server/platform/pagination.ts";
import {
  PROTECTED_PAGE_SLUGS,
  RESERVED_PAGE_PATHS,
  type AdminContentListQuery,
  type AdminPage,
  type ZAdminPageInput,
} from "#shared/schemas/admin-content.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { z } from "zod";
import {
  PAGE_SIZE,
  audit,
  likePattern,
  mergeHtml,
  mergeOptionalText,
  mergeText,
  slugTaken,
  throwIfAny,
  withSlugCheck,
  type Staff,
  type Tx,
} from "./shared.ts";

// Content pages in the backoffice.

const PAGE_SLUG_TAKEN = "Unter dieser Adresse gibt es schon eine Seite.";
const isProtectedPage = (slug: string) =>
  (PROTECTED_PAGE_SLUGS as readonly string[]).includes(slug);

function toAdminPage(row: typeof pages.$inferSelect): AdminPage {
  return { ...toPage(row), protected: isProtectedPage(row.slug) };
}

export async function adminListPages(
  db: Db,
  query: AdminContentListQuery,
): Promise<Paginated<AdminPage>> {
  const where = query.search
    ? sql`(${pages.name}->>'de' ilike ${likePattern(query.search)} or ${pages.slug} ilike ${likePattern(query.search)})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(asc(pages.slug))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(pages).where(where),
  ]);
  return paginated(rows.map(toAdminPage), Number(total?.n ?? 0), query.page, PAGE_SIZE);
}

export async function adminGetPage(db: Db | Tx, id: number): Promise<AdminPage> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) throw AppError.notFound("Diese Seite gibt es nicht.");
  return toAdminPage(row);
}

function reservedPath(slug: string): string | null {
  const first = slug.split("/")[0]!;
  if ((RESERVED_PAGE_PATHS as readonly string[]).includes(first))
    return `Die Adresse /${first} gehört zur Website selbst. Bitte einen anderen Kurznamen wählen.`;
  return null;
}

function pageValues(
  before: typeof pages.$inferSelect | null,
  input: z.output<typeof ZAdminPageInput>,
  errors: Record<string, string[]>,
) {
  return {
    slug: input.slug,
    name: mergeText(before?.name, input.name),
    meta_title: mergeOptionalText(before?.meta_title ?? null, input.meta_title),
    meta_description: mergeOptionalText(before?.meta_description ?? null, input.meta_description),
    intro: mergeText(before?.intro, input.intro),
    content: mergeHtml(before?.content, input.content, "content", null, errors),
  };
}

/** Staff create plain content pages ("Contentpage"); the typed pages come with the site. */
export async function adminCreatePage(
  db: Db,
  staff: Staff,
  input: z.output<typeof ZAdminPageInput>,
): Promise<AdminPage> {
  return withSlugCheck(PAGE_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const errors: Record<string, string[]> = {};
      const reserved = reservedPath(input.slug);
      if (reserved) errors.slug = [reserved];
      else if (await slugTaken(tx, pages, input.slug)) errors.slug = [PAGE_SLUG_TAKEN];
      const values = pageValues(null, input, errors);
      if (!values.content.de && !errors["content.de"])
        errors["content.de"] = ["Bitte den Seiteninhalt angeben."];
      throwIfAny(errors);
      const [row] = await tx
        .insert(pages)
        .values({ ...values, type: "Contentpage" })
        .returning();
      await audit(tx, staff, { type: "page", id: row!.id }, "page.created", values);
      return toAdminPage(row!);
    }),
  );
}

export async function adminUpdatePage(
  db: Db,
  staff: Staff,
  id: number,
  input: z.output<typeof ZAdminPageInput>,
): Promise<AdminPage> {
  return withSlugCheck(PAGE_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
      if (!before) throw AppError.notFound("Diese Seite gibt es nicht.");
      const errors: Record<string, string[]> = {};
      if (input.slug !== before.slug) {
        const reserved = reservedPath(input.slug);
        if (isProtectedPage(before.slug))
          errors.slug = [
            `Die Seite /${before.slug} gehört zum festen Aufbau der Website und behält ihre Adresse.`,
          ];
        else if (reserved) errors.slug = [reserved];
        else if (await slugTaken(tx, pages, input.slug, id)) errors.slug = [PAGE_SLUG_TAKEN];
      }
      const values = pageValues(before, input, errors);
      // A plain content page shows nothing without its body; typed pages build theirs.
      if (before.type === "Contentpage" && !values.content.de && !errors["content.de"])
        errors["content.de"] = ["Bitte den Seiteninhalt angeben."];
      throwIfAny(errors);
      const changes = diffFields(before, values);
      let row = before;
      if (Object.keys(changes).length > 0) {
        [row] = (await tx
          .update(pages)
          .set({ ...values, updated_at: new Date() })
          .where(eq(pages.id, id))
          .returning()) as [typeof before];
        await audit(tx, staff, { type: "page", id }, "page.updated", changes);
      }
      return toAdminPage(row);
    }),
  );
}

export async function adminDeletePage(db: Db, staff: Staff, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [page] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
    if (!page) throw AppError.notFound("Diese Seite gibt es nicht.");
    if (isProtectedPage(page.slug))
      throw AppError.of(
        "content.in_use",
        `Die Seite /${page.slug} gehört zum festen Aufbau der Website und kann nicht gelöscht werden. Ihre Texte können Sie bearbeiten.`,
      );
    await tx.delete(pages).where(eq(pages.id, id));
    await audit(tx, staff, { type: "page", id }, "page.deleted", {
      slug: page.slug,
      name: page.name,
    });
    return `Die Seite „${page.name.de}“ wurde gelöscht.`;
  });
}

import { and, asc, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { currentUser } from "#server/platform/session.ts";
import { toPage } from "#server/modules/pages/service.ts";
import type { AdminContentServices } from "#shared/load-context.ts";
import {
  blogPosts,
  employerSectors,
  faqs,
  jobAdvertisementSectors,
  orders,
  pages,
  plans,
  searchRecords,
  sectors,
} from "#server/db/schema.ts";
import { diffFields, recordAudit, type AuditEntry } from "#server/platform/audit.ts";
import { AppError, isUniqueViolation } from "#server/platform/errors.ts";
import { paginate, paginated } from "#server/platform/pagination.ts";
import { sanitizeContentHtml } from "#server/platform/rich-text.ts";
import { todayIso } from "#shared/format.ts";
import type { Translatable } from "#shared/i18n.ts";
import {
  ADMIN_CONTENT_LIMITS,
  ADMIN_CONTENT_PAGE_SIZE,
  PROTECTED_PAGE_SLUGS,
  RESERVED_PAGE_PATHS,
  type ZAdminBlogPostInput,
  type ZAdminFaqInput,
  type ZAdminPageInput,
  type ZAdminPlanInput,
  type ZAdminSectorInput,
  type AdminBlogPost,
  type AdminContentItems,
  type AdminContentKind,
  type AdminContentListQuery,
  type AdminFaq,
  type AdminPage,
  type AdminPlan,
  type AdminSector,
} from "#shared/schemas/admin-content.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import type { z } from "zod";
import { countText } from "#shared/plural.ts";

// The rules of the staff's content management (issue 7, ADR 015). The routes check the staff
// role (requireStaff) before calling in; every change is written with its audit entry in one
// transaction. Nothing here is cached: the public site reads these tables on every request, so
// a change shows at once in every app process (ADR 015 "Immediate effect").

type Staff = Pick<CurrentUser, "id" | "impersonator">;

const collator = new Intl.Collator("de", { sensitivity: "base" });
const PAGE_SIZE = ADMIN_CONTENT_PAGE_SIZE;

/** `%text%` for ILIKE with `%`, `_` and `\` taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function audit(tx: Tx, staff: Staff, subject: AuditEntry["subject"], action: string, changes = {}) {
  return recordAudit(tx, { actor: staff, employerId: null, subject, action, changes });
}

/**
 * A translatable value from the form: German as given; English as given, or — when the request
 * leaves it out — as stored (the backoffice edits the German texts the site shows).
 */
function mergeText(stored: Translatable | null | undefined, input: { de: string; en?: string }) {
  const en = input.en !== undefined ? input.en : stored?.en;
  return en ? { de: input.de, en } : { de: input.de };
}

/** An optional text (meta data): null when the German text is empty. */
function mergeOptionalText(stored: Translatable | null, input: { de: string; en?: string }) {
  return input.de === "" ? null : mergeText(stored, input);
}

/** Rich text, sanitised; `required` means visible text, not just markup. */
function mergeHtml(
  stored: Translatable | null | undefined,
  input: { de: string; en?: string },
  field: string,
  required: string | null,
  errors: Record<string, string[]>,
): Translatable {
  const de = sanitizeContentHtml(input.de);
  if (required && de === "") errors[`${field}.de`] = [required];
  const en = input.en !== undefined ? sanitizeContentHtml(input.en) : stored?.en;
  return en ? { de, en } : { de };
}

function throwIfAny(errors: Record<string, string[]>) {
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** Runs the write; a unique slug taken meanwhile by a concurrent request is a 422 too. */
async function withSlugCheck<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.validation({ slug: [message] });
    throw error;
  }
}

async function slugTaken(
  tx: Tx,
  table: typeof sectors | typeof pages | typeof blogPosts | typeof plans,
  slug: string,
  exceptId?: number,
) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(eq(table.slug, slug), ne(table.id, exceptId)) : eq(table.slug, slug))
    .limit(1);
  return Boolean(row);
}

const iso = (date: Date) => date.toISOString();

// ---------------------------------------------------------------------------------------------
// Sectors

const SECTOR_SLUG_TAKEN = "Diesen Kurznamen hat schon eine andere Branche.";

async function sectorRows(db: Db | Tx, where?: SQL): Promise<AdminSector[]> {
  const rows = await db
    .select({
      id: sectors.id,
      slug: sectors.slug,
      name: sectors.name,
      intro: sectors.intro,
      updated_at: sectors.updated_at,
      job_count: sql<number>`(select count(*)::int from ${jobAdvertisementSectors} where ${jobAdvertisementSectors.sector_id} = "sectors"."id")`,
      employer_count: sql<number>`(select count(*)::int from ${employerSectors} where ${employerSectors.sector_id} = "sectors"."id")`,
    })
    .from(sectors)
    .where(where);
  return rows
    .map((r) => ({
      ...r,
      job_count: Number(r.job_count),
      employer_count: Number(r.employer_count),
      updated_at: iso(r.updated_at),
    }))
    .sort((a, b) => collator.compare(a.name.de, b.name.de));
}

/** All sectors (at most 64), sorted by German name like everywhere on the site. */
export async function adminListSectors(
  db: Db,
  query: AdminContentListQuery,
): Promise<Paginated<AdminSector>> {
  const where = query.search
    ? sql`(${sectors.name}->>'de' ilike ${likePattern(query.search)} or ${sectors.slug} ilike ${likePattern(query.search)})`
    : undefined;
  return paginate(await sectorRows(db, where), query.page, PAGE_SIZE);
}

export async function adminGetSector(db: Db | Tx, id: number): Promise<AdminSector> {
  const [row] = await sectorRows(db, eq(sectors.id, id));
  if (!row) throw AppError.notFound("Diese Branche gibt es nicht.");
  return row;
}

export async function adminCreateSector(
  db: Db,
  staff: Staff,
  input: z.output<typeof ZAdminSectorInput>,
): Promise<AdminSector> {
  return withSlugCheck(SECTOR_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      // Serialises creations, so two at once cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin:sectors'))`);
      const errors: Record<string, string[]> = {};
      if (await slugTaken(tx, sectors, input.slug)) errors.slug = [SECTOR_SLUG_TAKEN];
      const [total] = await tx.select({ n: count() }).from(sectors);
      if (Number(total?.n ?? 0) >= ADMIN_CONTENT_LIMITS.sectors)
        errors.name = [
          `Es sind höchstens ${ADMIN_CONTENT_LIMITS.sectors} Branchen möglich (die Umkreissuche führt sie als Bitmaske).`,
        ];
      throwIfAny(errors);
      const values = {
        slug: input.slug,
        name: mergeText(null, input.name),
        intro: mergeText(null, input.intro),
      };
      const [row] = await tx.insert(sectors).values(values).returning({ id: sectors.id });
      await audit(tx, staff, { type: "sector", id: row!.id }, "sector.created", values);
      return adminGetSector(tx, row!.id);
    }),
  );
}

export async function adminUpdateSector(
  db: Db,
  staff: Staff,
  id: number,
  input: z.output<typeof ZAdminSectorInput>,
): Promise<AdminSector> {
  return withSlugCheck(SECTOR_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(sectors).where(eq(sectors.id, id)).for("update");
      if (!before) throw AppError.notFound("Diese Branche gibt es nicht.");
      if (await slugTaken(tx, sectors, input.slug, id))
        throw AppError.validation({ slug: [SECTOR_SLUG_TAKEN] });
      const values = {
        slug: input.slug,
        name: mergeText(before.name, input.name),
        intro: mergeText(before.intro, input.intro),
      };
      const changes = diffFields(before, values);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(sectors)
          .set({ ...values, updated_at: new Date() })
          .where(eq(sectors.id, id));
        await audit(tx, staff, { type: "sector", id }, "sector.updated", changes);
      }
      return adminGetSector(tx, id);
    }),
  );
}

/** Only a sector nothing refers to: ads, employer profiles and recorded searches keep theirs. */
export async function adminDeleteSector(db: Db, staff: Staff, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [sector] = await tx.select().from(sectors).where(eq(sectors.id, id)).for("update");
    if (!sector) throw AppError.notFound("Diese Branche gibt es nicht.");
    const [usage] = await tx
      .select({
        jobs: sql<number>`(select count(*)::int from ${jobAdvertisementSectors} where ${jobAdvertisementSectors.sector_id} = ${id})`,
        employers: sql<number>`(select count(*)::int from ${employerSectors} where ${employerSectors.sector_id} = ${id})`,
        searches: sql<number>`(select count(*)::int from ${searchRecords} where ${id} = any(${searchRecords.sector_ids}))`,
      })
      .from(sql`(select 1) as one`);
    const uses = [
      useText(Number(usage?.jobs ?? 0), "Anzeige", "Anzeigen"),
      useText(Number(usage?.employers ?? 0), "Unternehmensprofil", "Unternehmensprofilen"),
      useText(Number(usage?.searches ?? 0), "gespeicherten Suche", "gespeicherten Suchen"),
    ].filter(Boolean);
    if (uses.length > 0)
      throw AppError.of(
        "content.in_use",
        `Die Branche „${sector.name.de}“ wird noch in ${uses.join(", ")} verwendet und kann nicht gelöscht werden. Sie können sie aber umbenennen.`,
      );
    await tx.delete(sectors).where(eq(sectors.id, id));
    await audit(tx, staff, { type: "sector", id }, "sector.deleted", {
      slug: sector.slug,
      name: sector.name,
    });
    return `Die Branche „${sector.name.de}“ wurde gelöscht.`;
  });
}

/** A use of a sector as a count text; none is left out of the list. */
function useText(n: number, one: string, many: string): string {
  return n === 0 ? "" : countText(n, one, many);
}

// ---------------------------------------------------------------------------------------------
// Content pages

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

// ---------------------------------------------------------------------------------------------
// FAQ

function toAdminFaq(row: typeof faqs.$inferSelect): AdminFaq {
  return {
    id: row.id,
    audience: row.audience as AdminFaq["audience"],
    question: row.question,
    answer: row.answer,
    position: row.position,
    updated_at: iso(row.updated_at),
  };
}

/** In the order of the public FAQ page: seekers first, then by position. */
export async function adminListFaqs(
  db: Db,
  query: AdminContentListQuery,
): Promise<Paginated<AdminFaq>> {
  const where = query.search
    ? sql`(${faqs.question}->>'de' ilike ${likePattern(query.search)} or ${faqs.answer}->>'de' ilike ${likePattern(query.search)})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(desc(sql`${faqs.audience} = 'seeker'`), asc(faqs.position), asc(faqs.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return paginated(rows.map(toAdminFaq), Number(total?.n ?? 0), query.page, PAGE_SIZE);
}

export async function adminGetFaq(db: Db, id: number): Promise<AdminFaq> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  if (!row) throw AppError.notFound("Diese Frage gibt es nicht.");
  return toAdminFaq(row);
}

function faqValues(
  before: typeof faqs.$inferSelect | null,
  input: z.output<typeof ZAdminFaqInput>,
) {
  const errors: Record<string, string[]> = {};
  const values = {
    audience: input.audience,
    question: mergeText(before?.question, input.question),
    answer: mergeHtml(before?.answer, input.answer, "answer", "Bitte die Antwort angeben.", errors),
    position: input.position,
  };
  throwIfAny(errors);
  return values;
}

export async function adminCreateFaq(
  db: Db,
  staff: Staff,
  input: z.output<typeof ZAdminFaqInput>,
): Promise<AdminFaq> {
  const values = faqValues(null, input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(faqs).values(values).returning();
    await audit(tx, staff, { type: "faq", id: row!.id }, "faq.created", values);
    return toAdminFaq(row!);
  });
}

export async function adminUpdateFaq(
  db: Db,
  staff: Staff,
  id: number,
  input: z.output<typeof ZAdminFaqInput>,
): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
    if (!before) throw AppError.notFound("Diese Frage gibt es nicht.");
    const values = faqValues(before, input);
    const changes = diffFields(before, values);
    if (Object.keys(changes).length === 0) return toAdminFaq(before);
    const [row] = await tx
      .update(faqs)
      .set({ ...values, updated_at: new Date() })
      .where(eq(faqs.id, id))
      .returning();
    await audit(tx, staff, { type: "faq", id }, "faq.updated", changes);
    return toAdminFaq(row!);
  });
}

export async function adminDeleteFaq(db: Db, staff: Staff, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!row) throw AppError.notFound("Diese Frage gibt es nicht.");
    await audit(tx, staff, { type: "faq", id }, "faq.deleted", {
      audience: row.audience,
      question: row.question,
    });
    return "Die Frage wurde gelöscht.";
  });
}

// ---------------------------------------------------------------------------------------------
// Blog posts

const POST_SLUG_TAKEN = "Diesen Kurznamen hat schon ein anderer Beitrag.";

/** 0:00 in Berlin on the given day, as an instant. */
function berlinDayStart(day: string): Date {
  const utcMidnight = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  );
  // Berlin is UTC+1 or +2: try both and keep the one that is 0:00 there.
  for (const hours of [1, 2]) {
    const candidate = new Date(utcMidnight - hours * 3_600_000);
    if (todayIso(candidate) === day && todayIso(new Date(candidate.getTime() - 1)) !== day)
      return candidate;
  }
  return new Date(utcMidnight - 3_600_000);
}

function toAdminPost(row: typeof blogPosts.$inferSelect, now = new Date()): AdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    author: row.author,
    published_at: row.published_at ? todayIso(row.published_at) : null,
    status: !row.published_at ? "draft" : row.published_at > now ? "scheduled" : "published",
    updated_at: iso(row.updated_at),
  };
}

/** Drafts first, then the newest. */
export async function adminListBlogPosts(
  db: Db,
  query: AdminContentListQuery,
): Promise<Paginated<AdminBlogPost>> {
  const where = query.search
    ? sql`(${blogPosts.title}->>'de' ilike ${likePattern(query.search)} or ${blogPosts.slug} ilike ${likePattern(query.search)})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(sql`${blogPosts.published_at} desc nulls first`, desc(blogPosts.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  const now = new Date();
  return paginated(
    rows.map((r) => toAdminPost(r, now)),
    Number(total?.n ?? 0),
    query.page,
    PAGE_SIZE,
  );
}

export async function adminGetBlogPost(db: Db, id: number): Promise<AdminBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw AppError.notFound("Diesen Beitrag gibt es nicht.");
  return toAdminPost(row);
}

function postValues(
  before: typeof blogPosts.$inferSelect | null,
  input: z.output<typeof ZAdminBlogPostInput>,
  errors: Record<string, string[]>,
) {
  // An unchanged day keeps the stored instant (seeded posts appear at 8:00 UTC).
  const published_at =
    input.published_at === null
      ? null
      : before?.published_at && todayIso(before.published_at) === input.published_at
        ? before.published_at
        : berlinDayStart(input.published_at);
  return {
    slug: input.slug,
    title: mergeText(before?.title, input.title),
    excerpt: mergeText(before?.excerpt, input.excerpt),
    content: mergeHtml(
      before?.content,
      input.content,
      "content",
      "Bitte den Text des Beitrags angeben.",
      errors,
    ),
    meta_title: mergeOptionalText(before?.meta_title ?? null, input.meta_title),
    meta_description: mergeOptionalText(before?.meta_description ?? null, input.meta_description),
    author: input.author,
    published_at,
  };
}

export async function adminCreateBlogPost(
  db: Db,
  staff: Staff,
  input: z.output<typeof ZAdminBlogPostInput>,
): Promise<AdminBlogPost> {
  return withSlugCheck(POST_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const errors: Record<string, string[]> = {};
      if (await slugTaken(tx, blogPosts, input.slug)) errors.slug = [POST_SLUG_TAKEN];
      const values = postValues(null, input, errors);
      throwIfAny(errors);
      const [row] = await tx.insert(blogPosts).values(values).returning();
      await audit(tx, staff, { type: "blog_post", id: row!.id }, "blog_post.created", values);
      return toAdminPost(row!);
    }),
  );
}

export async function adminUpdateBlogPost(
  db: Db,
  staff: Staff,
  id: number,
  input: z.output<typeof ZAdminBlogPostInput>,
): Promise<AdminBlogPost> {
  return withSlugCheck(POST_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) throw AppError.notFound("Diesen Beitrag gibt es nicht.");
      const errors: Record<string, string[]> = {};
      if (input.slug !== before.slug && (await slugTaken(tx, blogPosts, input.slug, id)))
        errors.slug = [POST_SLUG_TAKEN];
      const values = postValues(before, input, errors);
      throwIfAny(errors);
      const changes = diffFields(before, values);
      if (Object.keys(changes).length === 0) return toAdminPost(before);
      const [row] = await tx
        .update(blogPosts)
        .set({ ...values, updated_at: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      await audit(tx, staff, { type: "blog_post", id }, "blog_post.updated", changes);
      return toAdminPost(row!);
    }),
  );
}

export async function adminDeleteBlogPost(db: Db, staff: Staff, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!row) throw AppError.notFound("Diesen Beitrag gibt es nicht.");
    await audit(tx, staff, { type: "blog_post", id }, "blog_post.deleted", {
      slug: row.slug,
      title: row.title,
    });
    return `Der Beitrag „${row.title.de}“ wurde gelöscht.`;
  });
}

// ---------------------------------------------------------------------------------------------
// Plans

const PLAN_SLUG_TAKEN = "Diesen Kurznamen hat schon ein anderer Tarif.";

async function planRows(db: Db | Tx, where?: SQL, page?: number) {
  const query = db
    .select({
      plan: plans,
      order_count: sql<number>`(select count(*)::int from ${orders} where ${orders.plan_id} = "plans"."id")`,
    })
    .from(plans)
    .where(where)
    .orderBy(asc(plans.sort), asc(plans.id));
  const rows = page ? await query.limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE) : await query;
  return rows.map(({ plan, order_count }): AdminPlan => ({
    id: plan.id,
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    ad_count: plan.ad_count,
    duration_days: plan.duration_days,
    highlighted: plan.highlighted,
    validity_months: plan.validity_months,
    features: plan.features,
    price_net: plan.price_net,
    active: plan.active,
    sort: plan.sort,
    order_count: Number(order_count),
    updated_at: iso(plan.updated_at),
  }));
}

/** Every plan, inactive ones too, in the order of /arbeitgeber. */
export async function adminListPlans(
  db: Db,
  query: AdminContentListQuery,
): Promise<Paginated<AdminPlan>> {
  const where = query.search
    ? sql`(${plans.name} ilike ${likePattern(query.search)} or ${plans.slug} ilike ${likePattern(query.search)})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    planRows(db, where, query.page),
    db.select({ n: count() }).from(plans).where(where),
  ]);
  return paginated(rows, Number(total?.n ?? 0), query.page, PAGE_SIZE);
}

export async function adminGetPlan(db: Db | Tx, id: number): Promise<AdminPlan> {
  const [row] = await planRows(db, eq(plans.id, id));
  if (!row) throw AppError.notFound("Diesen Tarif gibt es nicht.");
  return row;
}

/** Orders copy the plan's name, counts and price: editing a plan never changes what was bought. */
export async function adminCreatePlan(
  db: Db,
  staff: Staff,
  input: z.output<typeof ZAdminPlanInput>,
): Promise<AdminPlan> {
  return withSlugCheck(PLAN_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      if (await slugTaken(tx, plans, input.slug))
        throw AppError.validation({ slug: [PLAN_SLUG_TAKEN] });
      const [row] = await tx.insert(plans).values(input).returning({ id: plans.id });
      await audit(tx, staff, { type: "plan", id: row!.id }, "plan.created", input);
      return adminGetPlan(tx, row!.id);
    }),
  );
}

export async function adminUpdatePlan(
  db: Db,
  staff: Staff,
  id: number,
  input: z.output<typeof ZAdminPlanInput>,
): Promise<AdminPlan> {
  return withSlugCheck(PLAN_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
      if (!before) throw AppError.notFound("Diesen Tarif gibt es nicht.");
      if (input.slug !== before.slug && (await slugTaken(tx, plans, input.slug, id)))
        throw AppError.validation({ slug: [PLAN_SLUG_TAKEN] });
      const changes = diffFields(before, input);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(plans)
          .set({ ...input, updated_at: new Date() })
          .where(eq(plans.id, id));
        await audit(tx, staff, { type: "plan", id }, "plan.updated", changes);
      }
      return adminGetPlan(tx, id);
    }),
  );
}

/**
 * A plan nobody ordered is deleted; one with orders is deactivated instead (no longer shown
 * or bookable), so its orders keep their link to it.
 */
export async function adminDeletePlan(
  db: Db,
  staff: Staff,
  id: number,
): Promise<{ message: string; deactivated: boolean }> {
  return db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
    if (!plan) throw AppError.notFound("Diesen Tarif gibt es nicht.");
    const [ordered] = await tx.select({ n: count() }).from(orders).where(eq(orders.plan_id, id));
    if (Number(ordered?.n ?? 0) > 0) {
      if (plan.active) {
        await tx
          .update(plans)
          .set({ active: false, updated_at: new Date() })
          .where(eq(plans.id, id));
        await audit(tx, staff, { type: "plan", id }, "plan.deactivated", {
          active: [true, false],
        });
      }
      return {
        message: `Der Tarif „${plan.name}“ wurde schon bestellt und ist deshalb nicht gelöscht, sondern deaktiviert: Er wird nicht mehr angezeigt und kann nicht mehr gebucht werden.`,
        deactivated: true,
      };
    }
    await tx.delete(plans).where(eq(plans.id, id));
    await audit(tx, staff, { type: "plan", id }, "plan.deleted", {
      slug: plan.slug,
      name: plan.name,
    });
    return { message: `Der Tarif „${plan.name}“ wurde gelöscht.`, deactivated: false };
  });
}

// ---------------------------------------------------------------------------------------------
// For the backoffice pages' loaders (load context)

const readers: {
  [K in AdminContentKind]: {
    list(db: Db, query: AdminContentListQuery): Promise<Paginated<AdminContentItems[K]>>;
    get(db: Db, id: number): Promise<AdminContentItems[K]>;
  };
} = {
  sectors: { list: adminListSectors, get: adminGetSector },
  pages: { list: adminListPages, get: adminGetPage },
  faqs: { list: adminListFaqs, get: adminGetFaq },
  "blog-posts": { list: adminListBlogPosts, get: adminGetBlogPost },
  plans: { list: adminListPlans, get: adminGetPlan },
};

/** The staff's reads, bound to the request: null unless its user is staff (not impersonating). */
export function adminContentServices(
  deps: Pick<Deps, "db">,
  request: FastifyRequest,
): AdminContentServices {
  const staff = async () => (await currentUser(deps.db, request))?.is_admin === true;
  return {
    async list(kind, query) {
      if (!(await staff())) return null;
      return readers[kind].list(deps.db, query);
    },
    async get(kind, id) {
      if (!(await staff())) return null;
      try {
        return { item: await readers[kind].get(deps.db, id) };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return { item: null };
        throw error;
      }
    },
  };
}

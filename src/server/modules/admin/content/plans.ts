import { asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { orders, plans } from "#server/db/schema.ts";
import { diffFields } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import { paginated } from "#server/platform/pagination.ts";
import type {
  AdminContentListQuery,
  AdminPlan,
  ZAdminPlanInput,
} from "#shared/schemas/admin-content.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { z } from "zod";
import {
  PAGE_SIZE,
  audit,
  iso,
  likePattern,
  slugTaken,
  withSlugCheck,
  type Staff,
  type Tx,
} from "./shared.ts";

// Plans in the backoffice.

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

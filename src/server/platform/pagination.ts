import type { Paginated } from "#shared/schemas/common.ts";

/** Laravel's paginator shape for a list already in memory. */
export function paginate<T>(items: T[], page: number, perPage: number): Paginated<T> {
  return paginated(items.slice((page - 1) * perPage, page * perPage), items.length, page, perPage);
}

/** Laravel's paginator shape for one page fetched from the database plus the total count. */
export function paginated<T>(
  data: T[],
  total: number,
  page: number,
  perPage: number,
): Paginated<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

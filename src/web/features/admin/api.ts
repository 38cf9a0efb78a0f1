import type { CurrentUser } from "#shared/schemas/user.ts";
import { http } from "#web/lib/http.ts";

// Staff calls of the backoffice (PRODUCT.md "API details": /api/admin/…).

/** Takes the account over in this session; the server's refusal shows as a toast. */
export function impersonate(userId: number) {
  return http.post<{ data: CurrentUser; message: string }>(
    `/api/admin/users/${userId}/impersonate`,
    {},
    { globalErrors: true },
  );
}

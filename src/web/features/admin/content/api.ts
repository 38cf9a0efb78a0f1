import type { AdminContentItems, AdminContentKind } from "#shared/schemas/admin-content.ts";
import { http } from "#web/lib/http.ts";

// Staff writes of the content sections (PRODUCT.md "API details": /api/admin/…). Field errors
// go to the form's store (lib/http.ts), other refusals (409, 404) show as a red toast.

export const contentFormId = (kind: AdminContentKind) => `admin-${kind}`;

export function saveContent<K extends AdminContentKind>(kind: K, id: number | null, body: unknown) {
  const options = { form: contentFormId(kind), globalErrors: true };
  return id === null
    ? http.post<{ data: AdminContentItems[K]; message: string }>(
        `/api/admin/${kind}`,
        body,
        options,
      )
    : http.put<{ data: AdminContentItems[K]; message: string }>(
        `/api/admin/${kind}/${id}`,
        body,
        options,
      );
}

export function deleteContent(kind: AdminContentKind, id: number) {
  return http.delete<{ message: string; deactivated?: boolean }>(`/api/admin/${kind}/${id}`, {
    globalErrors: true,
  });
}

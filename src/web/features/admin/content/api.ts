import type { AdminContentInputs, AdminContentKind } from "#shared/schemas/admin-content.ts";
import { api } from "#web/lib/api.ts";

// Staff writes of the content sections (docs/product.md "API conventions": /api/admin/…). Field errors
// go to the form's store (lib/http.ts), other refusals (409, 404) show as a red toast.

export const contentFormId = (kind: AdminContentKind) => `admin-${kind}`;

interface Saved {
  message: string;
}

/**
 * Each kind's calls, typed by its own entries. Written out per kind: a path built from a kind
 * that is only known at run time would lose the tie between path and body.
 */
const SAVE: {
  [K in AdminContentKind]: (id: number | null, body: AdminContentInputs[K]) => Promise<Saved>;
} = {
  sectors: (id, body) =>
    id === null
      ? api.post("/api/admin/sectors", { body, form: contentFormId("sectors") })
      : api.put("/api/admin/sectors/:id", { params: { id }, body, form: contentFormId("sectors") }),
  pages: (id, body) =>
    id === null
      ? api.post("/api/admin/pages", { body, form: contentFormId("pages") })
      : api.put("/api/admin/pages/:id", { params: { id }, body, form: contentFormId("pages") }),
  faqs: (id, body) =>
    id === null
      ? api.post("/api/admin/faqs", { body, form: contentFormId("faqs") })
      : api.put("/api/admin/faqs/:id", { params: { id }, body, form: contentFormId("faqs") }),
  "blog-posts": (id, body) =>
    id === null
      ? api.post("/api/admin/blog-posts", { body, form: contentFormId("blog-posts") })
      : api.put("/api/admin/blog-posts/:id", {
          params: { id },
          body,
          form: contentFormId("blog-posts"),
        }),
  plans: (id, body) =>
    id === null
      ? api.post("/api/admin/plans", { body, form: contentFormId("plans") })
      : api.put("/api/admin/plans/:id", { params: { id }, body, form: contentFormId("plans") }),
};

const DELETE: { [K in AdminContentKind]: (id: number) => Promise<Saved> } = {
  sectors: (id) => api.delete("/api/admin/sectors/:id", { params: { id } }),
  pages: (id) => api.delete("/api/admin/pages/:id", { params: { id } }),
  faqs: (id) => api.delete("/api/admin/faqs/:id", { params: { id } }),
  "blog-posts": (id) => api.delete("/api/admin/blog-posts/:id", { params: { id } }),
  plans: (id) => api.delete("/api/admin/plans/:id", { params: { id } }),
};

/** Creates (id null) or changes an entry; answers the server's message. */
export function saveContent<K extends AdminContentKind>(
  kind: K,
  id: number | null,
  body: AdminContentInputs[K],
) {
  return SAVE[kind](id, body);
}

export function deleteContent(kind: AdminContentKind, id: number) {
  return DELETE[kind](id);
}

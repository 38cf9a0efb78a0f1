import type { AdminContentItems, AdminContentKind } from "#shared/schemas/admin-content.ts";
import { BlogPostForm } from "./forms/blog-post-form.tsx";
import { FaqForm } from "./forms/faq-form.tsx";
import { PageForm } from "./forms/page-form.tsx";
import { PlanForm } from "./forms/plan-form.tsx";
import { SectorForm } from "./forms/sector-form.tsx";

/** One entry as its loader returns it; `item` null for a new one. */
export type ContentEntry = {
  [K in AdminContentKind]: { kind: K; item: AdminContentItems[K] | null };
}[AdminContentKind];

/** The form of the entry's kind. Keyed by id, so switching entries starts a fresh form. */
export function ContentEditPage({ entry }: { entry: ContentEntry }) {
  const key = entry.item?.id ?? "neu";
  switch (entry.kind) {
    case "sectors":
      return <SectorForm key={key} sector={entry.item} />;
    case "pages":
      return <PageForm key={key} page={entry.item} />;
    case "faqs":
      return <FaqForm key={key} faq={entry.item} />;
    case "blog-posts":
      return <BlogPostForm key={key} post={entry.item} />;
    case "plans":
      return <PlanForm key={key} plan={entry.item} />;
  }
}

import { todayIso } from "#shared/format.ts";
import { translate } from "#shared/i18n.ts";
import {
  ADMIN_CONTENT_LIMITS as L,
  ZAdminBlogPostInput,
  type AdminBlogPost,
} from "#shared/schemas/admin-content.ts";
import { TextAreaField, TextField } from "#web/ui/text-field.tsx";
import { ContentFormFrame, RichTextField, fieldError, useContentForm } from "../content-form.tsx";
import { useAutoSlug } from "../use-auto-slug.ts";
import { MetaFields } from "./meta-fields.tsx";

/** A blog post at /blog/{slug}: texts, author, the day it appears (empty: draft). */
export function BlogPostForm({ post }: { post: AdminBlogPost | null }) {
  const { form, onSubmit, busy } = useContentForm(
    "blog-posts",
    post?.id ?? null,
    ZAdminBlogPostInput,
    {
      slug: post?.slug ?? "",
      title: { de: post?.title.de ?? "" },
      excerpt: { de: post?.excerpt.de ?? "" },
      content: { de: post?.content.de ?? "" },
      meta_title: { de: post?.meta_title?.de ?? "" },
      meta_description: { de: post?.meta_description?.de ?? "" },
      author: post?.author ?? "",
      published_at: post ? post.published_at : todayIso(),
    },
  );
  const { register, formState, control } = form;
  useAutoSlug(form, "title.de", post === null);
  const error = (name: string) => fieldError(formState.errors, name);

  return (
    <ContentFormFrame
      kind="blog-posts"
      id={post?.id ?? null}
      name={post ? translate(post.title) : undefined}
      onSubmit={onSubmit}
      busy={busy}
    >
      <TextField
        label="Titel"
        maxLength={L.blogTitle}
        error={error("title.de")}
        {...register("title.de")}
      />
      <TextField
        label="Kurzname für die Adresse"
        hint="Der Beitrag liegt unter /blog/…. Nur a–z, 0–9 und Bindestriche."
        maxLength={L.slug}
        autoCapitalize="off"
        spellCheck={false}
        error={error("slug")}
        {...register("slug")}
      />
      <TextAreaField
        label="Anreißer"
        hint="Zwei, drei Sätze für die Übersicht unter /blog."
        rows={3}
        maxLength={L.blogExcerpt}
        error={error("excerpt.de")}
        {...register("excerpt.de")}
      />
      <RichTextField
        control={control}
        name="content.de"
        id="blog-content"
        label="Text"
        hint="Zwischenüberschriften (H2, H3), Listen, Zitate und Links."
        error={error("content.de")}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Autorin oder Autor"
          maxLength={L.author}
          error={error("author")}
          {...register("author")}
        />
        <TextField
          label="Erscheint am"
          type="date"
          optional
          hint="Leer lassen für einen Entwurf; ein späterer Tag plant den Beitrag ein."
          error={error("published_at")}
          {...register("published_at", { setValueAs: (v: string) => (v ? v : null) })}
        />
      </div>
      <MetaFields register={register} error={error} />
    </ContentFormFrame>
  );
}

import { Link, data } from "react-router";
import { formatLongDate } from "#shared/format.ts";
import { translate } from "#shared/i18n.ts";
import { appContext } from "#shared/load-context.ts";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { PageHero } from "#web/features/pages/components/page-hero.tsx";
import { RichText } from "#web/ui/rich-text.tsx";
import { contentMeta, notFoundMeta, rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await context.get(appContext).services.findBlogPost(params.slug);
  if (!post) return data({ post: null }, { status: 404 });
  return { post };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const post = loaderData?.post;
  const root = rootMetadata(matches);
  if (!post) return notFoundMeta(root?.app_name);
  return [
    ...contentMeta(
      {
        name: post.title,
        meta_title: post.meta_title,
        meta_description: post.meta_description ?? post.excerpt,
      },
      { url: root ? `${root.app_url}/blog/${post.slug}` : undefined, appName: root?.app_name },
    ).filter((m) => !("property" in m && m.property === "og:type")),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: post.published_at },
  ];
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) return <NotFoundPage />;
  return (
    <article>
      <PageHero title={translate(post.title)} intro={translate(post.excerpt)}>
        <p className="mt-6 text-moss-800">
          <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time> ·{" "}
          {post.author}
        </p>
      </PageHero>
      <div className="px-4 py-12 sm:px-6 lg:px-10">
        <RichText html={translate(post.content)} className="mx-auto max-w-3xl" />
        <p className="mx-auto mt-12 max-w-3xl">
          <Link to="/blog" className="font-semibold text-moss-700 underline underline-offset-2">
            ← Alle Beiträge
          </Link>
        </p>
      </div>
    </article>
  );
}

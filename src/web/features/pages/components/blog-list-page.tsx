import { Link } from "react-router";
import { formatLongDate } from "#shared/format.ts";
import { translate } from "#shared/i18n.ts";
import type { BlogPostSummary } from "#shared/schemas/blog.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Page } from "#shared/schemas/pages.ts";
import { PageHero } from "./page-hero.tsx";

export function BlogListPage({ page, posts }: { page: Page; posts: Paginated<BlogPostSummary> }) {
  return (
    <>
      <PageHero wide title={translate(page.name)} intro={translate(page.intro)} />
      <div className="px-4 py-12 sm:px-6 lg:px-10">
        {posts.data.length === 0 ? (
          <p className="mx-auto max-w-3xl text-lg">
            Noch keine Beiträge – schau bald wieder vorbei.
          </p>
        ) : (
          <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.data.map((post) => (
              <li key={post.id} className="appear flex">
                <article className="relative flex flex-1 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-moss-200 transition-shadow hover:shadow-lg">
                  <p className="text-sm text-moss-700">
                    <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time> ·{" "}
                    {post.author}
                  </p>
                  <h2 className="mt-2 text-xl font-bold text-moss-900">
                    <Link
                      to={`/blog/${post.slug}`}
                      className="after:absolute after:inset-0 after:content-['']"
                    >
                      {translate(post.title)}
                    </Link>
                  </h2>
                  <p className="mt-3 flex-1 text-ink">{translate(post.excerpt)}</p>
                  <p className="mt-4 font-semibold text-moss-700" aria-hidden="true">
                    Weiterlesen →
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
        {posts.last_page > 1 ? (
          <nav aria-label="Seiten" className="mx-auto mt-10 flex max-w-6xl justify-center gap-2">
            {Array.from({ length: posts.last_page }, (_, i) => i + 1).map((n) => (
              <Link
                key={n}
                to={n === 1 ? "/blog" : `/blog?page=${n}`}
                aria-current={n === posts.current_page ? "page" : undefined}
                className={`flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold ${n === posts.current_page ? "bg-moss-700 text-white" : "bg-moss-50 text-moss-800 hover:bg-moss-100"}`}
              >
                {n}
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
    </>
  );
}

import { Suspense } from "react";
import { data, redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import type { BlogPostSummary } from "#shared/schemas/blog.ts";
import type { PlansResponse } from "#shared/schemas/checkout.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Faq, Page, PageType } from "#shared/schemas/pages.ts";
import { BlogListPage } from "#web/features/pages/components/blog-list-page.tsx";
import { ContentPageView } from "#web/features/pages/components/content-page-view.tsx";
import { EmployerPage } from "#web/features/pages/components/employer-page.tsx";
import { FaqPage } from "#web/features/pages/components/faq-page.tsx";
import { HomePage } from "#web/features/pages/components/home-page.tsx";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { contentMeta, notFoundMetaOf, rootMetadata } from "#web/features/pages/meta.ts";
import { createTranslator } from "#shared/translator.ts";
import { lazyComponent } from "#web/lib/lazy-component.tsx";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { messagesOf, type AreaMessages } from "#web/messages/catalogue.server.ts";
import type { Route } from "./+types/content-page";

const BLOG_PAGE_SIZE = 12;

// The contact form (zod, react-hook-form) and the price table with its checkout are chunks of
// their own: /faq or /ueber-uns load neither (docs/performance.md "Front-end JS budget").
const ContactPage = lazyComponent(() =>
  import("#web/features/contact/components/contact-page.tsx").then((m) => m.ContactPage),
);
const PricingSection = lazyComponent(() =>
  import("#web/features/checkout/components/pricing-section.tsx").then((m) => m.PricingSection),
);

/** The chunk a page of this type renders, loaded before it renders (server and navigation). */
function preloadFor(type: PageType | "NotFound"): Promise<void> | undefined {
  if (type === "Kontakt") return ContactPage.preload();
  if (type === "Arbeitgeber") return PricingSection.preload();
  return undefined;
}

type Loaded =
  | { type: "NotFound" }
  | {
      type: PageType;
      page: Page;
      faqs?: Faq[];
      posts?: Paginated<BlogPostSummary>;
      pricing?: PlansResponse;
      /** A page of type Home elsewhere than `/`: German, as every content page. */
      home?: AreaMessages<"home">;
    };

/** docs/product.md "Pages and addresses" catch-all: the path without leading slash is looked up as a slug. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const slug = params["*"] ?? "";
  // The home page has one address.
  if (slug.replace(/\/+$/, "") === "home") throw redirect("/", 301);
  const found = await services.resolveSlug(slug);
  if (!found) return data<Loaded>({ type: "NotFound" }, { status: 404 });

  const type = found.meta.resource_class_name;
  const page = found.data;
  await preloadFor(type);
  if (type === "FAQ") return { type, page, faqs: await services.listFaqs() } satisfies Loaded;
  if (type === "Blog") {
    const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
    const pageNumber =
      Number.isInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
    return {
      type,
      page,
      posts: await services.listBlogPosts(pageNumber, BLOG_PAGE_SIZE),
    } satisfies Loaded;
  }
  if (type === "Arbeitgeber") {
    return { type, page, pricing: await services.listPlans() } satisfies Loaded;
  }
  if (type === "Home") return { type, page, home: messagesOf("home", "de") } satisfies Loaded;
  return { type, page } satisfies Loaded;
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  await preloadFor(loaded.type);
  return loaded;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  if (!loaderData || loaderData.type === "NotFound" || !("page" in loaderData))
    return notFoundMetaOf(matches);
  const url = root ? `${root.app_url}/${loaderData.page.slug}` : undefined;
  return contentMeta(loaderData.page, { url, appName: root?.app_name });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { sectors } = usePageMetadata();
  const loaded = loaderData as Loaded;
  if (loaded.type === "NotFound" || !("page" in loaded)) return <NotFoundPage />;
  const { page } = loaded;
  switch (loaded.type) {
    case "Home":
      return loaded.home ? (
        <HomePage page={page} sectors={sectors} text={createTranslator("de", loaded.home)} />
      ) : (
        <ContentPageView page={page} />
      );
    case "FAQ":
      return <FaqPage page={page} faqs={loaded.faqs ?? []} />;
    case "Kontakt":
      return (
        <Suspense>
          <ContactPage page={page} />
        </Suspense>
      );
    case "Blog":
      return (
        <BlogListPage
          page={page}
          posts={
            loaded.posts ?? {
              data: [],
              current_page: 1,
              last_page: 1,
              per_page: BLOG_PAGE_SIZE,
              total: 0,
            }
          }
        />
      );
    case "Arbeitgeber":
      return (
        <EmployerPage
          page={page}
          pricing={
            loaded.pricing ? (
              <Suspense>
                <PricingSection pricing={loaded.pricing} />
              </Suspense>
            ) : undefined
          }
        />
      );
    case "ArbeitgeberWithoutPrices":
      return <EmployerPage page={page} />;
    default:
      return <ContentPageView page={page} />;
  }
}

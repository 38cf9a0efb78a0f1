import { translate } from "#shared/i18n.ts";
import type { Page } from "#shared/schemas/pages.ts";
import { PageHero } from "./page-hero.tsx";
import { RichText } from "#web/ui/rich-text.tsx";

/** A plain content page (About, legal pages, any page staff create). */
export function ContentPageView({ page }: { page: Page }) {
  return (
    <>
      <PageHero title={translate(page.name)} intro={translate(page.intro)} />
      <article className="px-4 py-12 sm:px-6 lg:px-10">
        <RichText html={translate(page.content)} className="mx-auto max-w-3xl" />
      </article>
    </>
  );
}

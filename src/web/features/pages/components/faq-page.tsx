import { translate } from "#shared/i18n.ts";
import type { Faq, Page } from "#shared/schemas/pages.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { PageHero } from "./page-hero.tsx";
import { RichText } from "#web/ui/rich-text.tsx";

const GROUPS: { audience: Faq["audience"]; id: string; heading: string }[] = [
  { audience: "seeker", id: "jobsuchende", heading: "Für Jobsuchende" },
  { audience: "employer", id: "arbeitgeber", heading: "Für Arbeitgeber" },
];

/** Questions as native disclosure widgets: keyboard and screen readers work without script. */
export function FaqPage({ page, faqs }: { page: Page; faqs: Faq[] }) {
  return (
    <>
      <PageHero title={translate(page.name)} intro={translate(page.intro)}>
        <nav aria-label="Themen" className="mt-6 flex flex-wrap gap-2">
          {GROUPS.map((g) => (
            <a
              key={g.id}
              href={`#${g.id}`}
              className="rounded-full bg-white px-4 py-2 font-semibold text-moss-800 ring-1 ring-moss-200 hover:bg-moss-100"
            >
              {g.heading}
            </a>
          ))}
        </nav>
      </PageHero>
      <div className="px-4 py-12 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-3xl space-y-12">
          <RichText html={translate(page.content)} />
          {GROUPS.map((group) => {
            const items = faqs.filter((f) => f.audience === group.audience);
            if (items.length === 0) return null;
            return (
              <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
                <h2 id={`${group.id}-heading`} className="mb-4 text-2xl font-bold text-moss-800">
                  {group.heading}
                </h2>
                <div className="divide-y divide-moss-100 rounded-2xl ring-1 ring-moss-200">
                  {items.map((faq) => (
                    <details key={faq.id} className="group appear px-5 py-1 open:bg-moss-50/60">
                      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold text-moss-900 [&::-webkit-details-marker]:hidden">
                        {translate(faq.question)}
                        <span
                          aria-hidden="true"
                          className="text-2xl leading-none text-moss-600 transition-transform group-open:rotate-45"
                        >
                          +
                        </span>
                      </summary>
                      <RichText html={translate(faq.answer)} className="pb-4" />
                    </details>
                  ))}
                </div>
              </section>
            );
          })}
          <div className="rounded-2xl bg-moss-50 p-6 text-center">
            <p className="text-lg font-semibold text-moss-900">Deine Frage war nicht dabei?</p>
            <ButtonLink to="/kontakt" className="mt-4">
              Schreib uns
            </ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}

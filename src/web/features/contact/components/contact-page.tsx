import { translate } from "#shared/i18n.ts";
import type { Page } from "#shared/schemas/pages.ts";
import { PageHero } from "#web/features/pages/components/page-hero.tsx";
import { RichText } from "#web/ui/rich-text.tsx";
import { ContactForm } from "./contact-form.tsx";

export function ContactPage({ page }: { page: Page }) {
  return (
    <>
      <PageHero wide title={translate(page.name)} intro={translate(page.intro)} />
      <div className="px-4 py-12 sm:px-6 lg:px-10">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-3">
          <RichText html={translate(page.content)} className="lg:col-span-1" />
          <section
            aria-labelledby="contact-form-heading"
            className="rounded-3xl bg-moss-50 p-6 ring-1 ring-moss-200 sm:p-8 lg:col-span-2"
          >
            <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold text-moss-900">
              Nachricht an uns
            </h2>
            <ContactForm />
          </section>
        </div>
      </div>
    </>
  );
}

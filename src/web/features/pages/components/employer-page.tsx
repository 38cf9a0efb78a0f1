import type { ReactNode } from "react";
import { translate } from "#shared/i18n.ts";
import type { Page } from "#shared/schemas/pages.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { PageHero } from "./page-hero.tsx";
import { RichText } from "#web/ui/rich-text.tsx";

/**
 * /arbeitgeber and /arbeitgeber-info: why and how employers post here. The price table of
 * /arbeitgeber comes from the checkout feature (`pricing`); /arbeitgeber-info has none.
 */
export function EmployerPage({ page, pricing }: { page: Page; pricing?: ReactNode }) {
  return (
    <>
      <PageHero title={translate(page.name)} intro={translate(page.intro)}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {pricing ? (
            <ButtonLink to="#preise">Preise ansehen</ButtonLink>
          ) : (
            <ButtonLink to="/register">Jetzt als Arbeitgeber registrieren</ButtonLink>
          )}
          <ButtonLink to="/kontakt" variant="secondary">
            Beratung anfragen
          </ButtonLink>
        </div>
      </PageHero>
      <article className="px-4 py-12 sm:px-6 lg:px-10">
        <RichText html={translate(page.content)} className="mx-auto max-w-3xl" />
      </article>
      {pricing}
    </>
  );
}

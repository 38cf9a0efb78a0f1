import { useLocalizedPath, useShellText } from "#web/lib/i18n.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";

export function NotFoundPage() {
  const t = useShellText();
  const path = useLocalizedPath();
  return (
    <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-20 pt-[calc(70px+3rem)] sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-6xl font-extrabold text-moss-300" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-moss-900 sm:text-4xl">
          {t("notFound.title")}
        </h1>
        <p className="mt-4 text-lg text-moss-800">{t("notFound.text")}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={path("/")}>{t("notFound.home")}</ButtonLink>
          <ButtonLink to={path("/jobs")} variant="secondary">
            {t("findJobs")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

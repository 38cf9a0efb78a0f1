import { ButtonLink } from "#web/ui/button-link.tsx";

export function NotFoundPage() {
  return (
    <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-20 pt-[calc(70px+3rem)] sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-6xl font-extrabold text-moss-300" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-moss-900 sm:text-4xl">
          Diese Seite gibt es nicht
        </h1>
        <p className="mt-4 text-lg text-moss-800">
          Vielleicht hat sich ein Tippfehler eingeschlichen oder die Seite wurde verschoben. Hier
          geht es weiter:
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/">Zur Startseite</ButtonLink>
          <ButtonLink to="/jobs" variant="secondary">
            Jobs finden
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

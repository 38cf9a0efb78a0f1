export function ServerErrorPage() {
  return (
    <section className="px-4 pb-20 pt-[calc(70px+3rem)] sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold text-moss-900">Da ist etwas schiefgegangen</h1>
        <p className="mt-4 text-lg text-moss-800">
          Die Seite konnte gerade nicht geladen werden. Bitte in einem Moment noch einmal versuchen.
        </p>
        <p className="mt-8">
          <a href="/" className="font-semibold text-moss-700 underline underline-offset-2">
            Zur Startseite
          </a>
        </p>
      </div>
    </section>
  );
}

/**
 * The note above an ad's texts on the job page when the seeker's language has no translation
 * and the page shows the German texts (ADR 052, `adTextFor`'s `fallback`). The text comes
 * already translated into the seeker's language; `lang` is that language, so a screen reader
 * reads the note in it while the ad's texts below are marked German.
 */
export function TranslationNote({ text, lang }: { text: string; lang: string }) {
  return (
    <p
      role="note"
      lang={lang}
      className="flex items-start gap-2 rounded-xl border border-moss-200 bg-moss-50 px-4 py-3 text-sm text-moss-800"
    >
      <svg
        viewBox="0 0 20 20"
        className="mt-0.5 h-4 w-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <circle cx="10" cy="10" r="8" />
        <path d="M2 10h16M10 2c2.5 2.2 3.5 5 3.5 8s-1 5.8-3.5 8c-2.5-2.2-3.5-5-3.5-8s1-5.8 3.5-8z" />
      </svg>
      <span>{text}</span>
    </p>
  );
}

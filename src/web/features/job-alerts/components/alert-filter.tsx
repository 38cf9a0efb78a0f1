import { alertFilterLines, type AlertFilter, type AlertWords } from "#shared/job-alert-words.ts";

/** An alert's filter in words (the same lines as in its mails), as a description list. */
export function AlertFilterList({ alert, words }: { alert: AlertFilter; words: AlertWords }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-moss-900">
      {alertFilterLines(alert, words).map((line) => (
        <div key={line.label} className="contents">
          <dt className="text-moss-800">{line.label}</dt>
          <dd className="break-words font-semibold">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

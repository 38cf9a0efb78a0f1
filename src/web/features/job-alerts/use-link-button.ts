import { useEffect, useRef, useState, type FormEvent } from "react";
import { useShellText } from "#web/lib/i18n.ts";
import { problemText, type AlertText } from "./components/problem.tsx";

/**
 * The one button of a mailed link's page (confirm, unsubscribe): sends `action` on submit,
 * keeps its answer, or the text of its refusal in the page's language unless `recover` handled it, and moves
 * the focus to the result's heading, which replaces the form the focus was in.
 */
export function useLinkButton<T>(
  t: AlertText,
  action: () => Promise<T>,
  recover?: (error: unknown) => Promise<boolean>,
) {
  const shell = useShellText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<T | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) headingRef.current?.focus();
  }, [done]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      setDone(await action());
    } catch (error) {
      if (!(recover && (await recover(error)))) setProblem(problemText(error, t, shell));
    }
    setBusy(false);
  };

  return { busy, problem, done, headingRef, onSubmit };
}

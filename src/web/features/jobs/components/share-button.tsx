import { notify } from "#web/ui/toast.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";

/** The phone's share sheet where there is one; otherwise the link goes to the clipboard. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success("Der Link zur Anzeige wurde kopiert.");
    } catch {
      notify.error("Der Link konnte nicht kopiert werden.");
    }
  };
  return (
    <button
      type="button"
      onClick={share}
      className={buttonClasses("ghost", "ring-1 ring-moss-300")}
    >
      Teilen
    </button>
  );
}

import { notify } from "#web/ui/toast.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import type { JobText } from "#web/lib/i18n.ts";

/** The phone's share sheet where there is one; otherwise the link goes to the clipboard. */
export function ShareButton({ title, url, t }: { title: string; url: string; t: JobText }) {
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
      notify.success(t("share.copied"));
    } catch {
      notify.error(t("share.failed"));
    }
  };
  return (
    <button
      type="button"
      onClick={share}
      className={buttonClasses("ghost", "ring-1 ring-moss-300")}
    >
      {t("share")}
    </button>
  );
}

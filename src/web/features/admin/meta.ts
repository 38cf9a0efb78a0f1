/** Title and robots of a backoffice page: a section's own meta replaces the layout's, so both come along. */
export function adminMeta(appName: string | undefined, section?: string) {
  const app = appName ?? "Wurzelwerk";
  return [
    { title: section ? `${section} | Team-Bereich | ${app}` : `Team-Bereich | ${app}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

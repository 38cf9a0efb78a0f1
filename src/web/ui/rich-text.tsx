/**
 * Renders stored rich text. Content pages, blog posts and job ads hold HTML that is sanitised to an
 * allow-list when it is written (seed data is reviewed; edits pass the sanitiser).
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`prose-ww ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

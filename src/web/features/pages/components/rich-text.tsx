/**
 * Renders stored rich text. Content pages and blog posts hold HTML that is sanitised to an
 * allow-list when it is written (seed data is reviewed; staff edits pass the sanitiser).
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`prose-ww ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

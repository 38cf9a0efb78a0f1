/** The Wurzelwerk mark: a seedling above its roots. */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2f5a27" />
      <path
        d="M32 10c-9 6-13 13-13 20 0 6 4 10 10 11v6c-5 1-9 4-11 7h4c2-2 5-4 8-4v4h4v-4c3 0 6 2 8 4h4c-2-3-6-6-11-7v-6c6-1 10-5 10-11 0-7-4-14-13-20z"
        fill="#c6dcbb"
      />
    </svg>
  );
}

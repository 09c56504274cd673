/** First tab stop on every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}

/**
 * Styles of Skeleton and of a list's loading state. A line is one text line high (its
 * non-breaking space) and paints the middle of it, as a line of glyphs would. The pulse is a
 * slow opacity change, not a moving shimmer; under `prefers-reduced-motion` (baseCss) it
 * stands still.
 */
export const skeletonCss = `
.portico-loading { display: flex; flex-direction: column; flex: 1; min-height: 0; overflow: hidden; }
.portico-skeleton {
  display: block; position: relative; max-width: 100%; color: transparent; user-select: none;
  animation: portico-skeleton-pulse 1.6s ease-in-out infinite;
}
.portico-skeleton::before {
  content: ''; position: absolute; inset: 0; border-radius: var(--portico-radius-xs);
  background: var(--portico-color-border);
}
.portico-skeleton--line::after { content: '\\00a0'; }
.portico-skeleton--line::before { top: 20%; bottom: 20%; }
.portico-skeleton--circle::before { border-radius: 50%; }
.portico-skeleton--box::before { border-radius: var(--portico-radius-md); }
.portico-skeleton--short { width: 30%; }
.portico-skeleton--medium { width: 55%; }
.portico-skeleton--long { width: 80%; }
.portico-skeleton--full { width: 100%; }
@keyframes portico-skeleton-pulse { 50% { opacity: 0.5; } }
`

/** Styles of the Activity tab (layout only), added to the modal's one stylesheet. */
export const activityCss = `
.portico-activity { display: flex; flex-direction: column; gap: 8px; }
.portico-activity__month { margin: 8px 0 4px; font-size: var(--portico-font-size-sm); color: var(--portico-color-foreground-muted); }
.portico-activity__item {
  display: flex; flex-direction: column; gap: 4px; padding: 8px 12px;
  border-radius: var(--portico-radius-md); background: var(--portico-mixed-surface);
}
.portico-activity__head, .portico-activity__foot { display: flex; justify-content: space-between; gap: 8px; }
.portico-activity__title { font-weight: 600; }
.portico-activity__when { margin-left: 8px; font-weight: 400; font-size: var(--portico-font-size-sm); color: var(--portico-color-foreground-muted); }
.portico-activity__status { font-size: var(--portico-font-size-sm); color: var(--portico-color-success); }
.portico-activity__status--failed { color: var(--portico-color-error); }
.portico-activity__status--pending { color: var(--portico-color-warning); }
.portico-activity__lines { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
.portico-activity__line { display: flex; align-items: center; gap: 8px; }
.portico-activity__line img { border-radius: var(--portico-radius-full); }
.portico-activity__line--nft img { border-radius: var(--portico-radius-sm); }
.portico-activity__foot { font-size: var(--portico-font-size-sm); color: var(--portico-color-foreground-muted); }
.portico-activity__foot a { color: var(--portico-color-accent); }
/* Skeleton items (loading): the icon and the status take the size of the real ones. */
.portico-activity__skeleton-icon { flex: none; width: 24px; height: 24px; }
.portico-activity__skeleton-status { width: 72px; }
.portico-activity__head > .portico-skeleton--line { flex: 1; max-width: 55%; }
`

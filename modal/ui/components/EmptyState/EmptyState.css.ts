/** Styles of EmptyState. */
export const emptyStateCss = `
.portico-empty {
  display: flex; flex-direction: column; align-items: center; gap: var(--portico-space-2);
  padding: var(--portico-space-6) var(--portico-space-4); text-align: center;
}
.portico-empty__icon { color: var(--portico-color-foreground-muted); }
.portico-empty__title { margin: 0; font-size: var(--portico-font-size-md); font-weight: 600; }
.portico-empty__description { margin: 0 0 var(--portico-space-2); color: var(--portico-color-foreground-muted); }
`

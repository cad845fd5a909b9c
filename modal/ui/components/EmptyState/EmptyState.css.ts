/** Styles of EmptyState. */
export const emptyStateCss = `
.portico-empty {
  display: flex; flex-direction: column; align-items: center; gap: 6px;
  padding: 24px 16px; text-align: center;
}
.portico-empty__icon { color: var(--portico-color-foreground-muted); }
.portico-empty__title { margin: 0; font-weight: 600; }
.portico-empty__description { margin: 0 0 8px; color: var(--portico-color-foreground-muted); }
`

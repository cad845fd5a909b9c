/** Styles of Tabs. */
export const tabsCss = `
.portico-tabs__list {
  display: flex; gap: 4px; margin: 0 16px; padding: 4px;
  border-radius: var(--portico-radius-full); background: var(--portico-mixed-surface);
}
.portico-tabs__tab {
  flex: 1; height: 32px; border: 0; border-radius: var(--portico-radius-full);
  background: transparent; color: var(--portico-color-foreground-muted); cursor: pointer;
  transition: background-color var(--portico-duration-short) ease;
}
.portico-tabs__tab[aria-selected="true"] { background: var(--portico-mixed-background); color: var(--portico-color-foreground); font-weight: 600; }
.portico-tabs__panel { padding: 12px 0 0; outline: none; }
`

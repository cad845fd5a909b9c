/** Styles of Tabs. */
export const tabsCss = `
.portico-tabs__list {
  display: flex; gap: var(--portico-space-1); margin: 0 var(--portico-space-4); padding: var(--portico-space-1);
  border-radius: var(--portico-radius-full); background: var(--portico-mixed-surface);
}
.portico-tabs__tab {
  flex: 1; height: var(--portico-control-height-sm); border: 0; border-radius: var(--portico-radius-full);
  background: transparent; color: var(--portico-color-foreground-muted); cursor: pointer;
  transition: background-color var(--portico-duration-short) var(--portico-easing), color var(--portico-duration-short) var(--portico-easing);
}
.portico-tabs__tab:hover:not([aria-selected="true"]) { color: var(--portico-color-foreground); background: var(--portico-mixed-surface-hover); }
.portico-tabs__tab[aria-selected="true"] {
  background: var(--portico-mixed-background); color: var(--portico-color-foreground); font-weight: 600;
  box-shadow: var(--portico-shadow-sm);
}
.portico-tabs__panel { padding: var(--portico-space-3) 0 0; outline: none; }
`

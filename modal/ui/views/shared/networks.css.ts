/** Styles of the Networks and UnsupportedChain views: the current-network check, the icon row. */
// In shared/, not in the view's folder: it ships in the modal's one stylesheet, and the
// chunk budgets count a view folder's modules as that view's chunk.
export const networksCss = `
.portico-network__current {
  margin-left: auto; display: inline-flex; align-items: center;
  color: var(--portico-color-accent);
}
.portico-network-detail { display: flex; align-items: center; gap: 8px; }
.portico-networks__note {
  display: flex; flex-direction: column; align-items: flex-start; gap: var(--portico-space-2);
  margin-bottom: var(--portico-space-2);
}
`

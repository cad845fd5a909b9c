/** Styles of the Networks and UnsupportedChain views: the current-network check, the icon row. */
export const networksCss = `
.portico-network__current {
  margin-left: auto; display: inline-flex; align-items: center;
  color: var(--portico-color-accent);
}
.portico-network-detail { display: flex; align-items: center; gap: 8px; }
`

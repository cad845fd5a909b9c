/**
 * Styles of the RegisterAccountName view (layout only), added to the modal's one stylesheet.
 */
export const namesCss = `
.portico-names__status { display: flex; align-items: center; gap: var(--portico-space-2); min-height: 1.25em; }
`

/**
 * Styles of the RegisterAccountName view (layout only), added to the modal's one stylesheet:
 * the field lines up with the rest of the view, and the spinner sits beside its status text.
 */
export const namesCss = `
.portico-names .portico-field { padding: 0; }
.portico-names__status { display: flex; align-items: center; gap: var(--portico-space-2); }
.portico-names__status:empty { display: none; }
`

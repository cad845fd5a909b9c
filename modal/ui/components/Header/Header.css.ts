/** Styles of Header. */
export const headerCss = `
.portico-header {
  display: grid; grid-template-columns: var(--portico-control-height) 1fr var(--portico-control-height);
  align-items: center; padding: var(--portico-space-3) var(--portico-space-3) var(--portico-space-2);
}
.portico-header__side { display: flex; justify-content: center; }
.portico-header__title {
  margin: 0; text-align: center; font-size: var(--portico-font-size-md); font-weight: 600;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; outline: none;
}
`

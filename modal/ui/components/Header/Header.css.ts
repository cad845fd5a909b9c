/** Styles of Header. */
export const headerCss = `
.portico-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center;
  padding: 12px 12px 8px;
}
.portico-header__side { display: flex; justify-content: center; }
.portico-header__title {
  margin: 0; text-align: center; font-size: var(--portico-font-size-md); font-weight: 600;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; outline: none;
}
`

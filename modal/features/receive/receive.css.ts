/** Styles of the Receive view: the address in a quiet box under the QR code, wrapped anywhere. */
export const receiveCss = `
.portico-receive__address {
  margin: 0; max-width: 100%; padding: 8px 12px; border-radius: var(--portico-radius-md);
  background: var(--portico-mixed-surface); font-family: ui-monospace, monospace;
  font-size: var(--portico-font-size-sm); text-align: center; overflow-wrap: anywhere;
}
.portico-receive__networks { align-self: stretch; display: flex; flex-direction: column; gap: 6px; }
.portico-receive__network { display: inline-flex; align-items: center; gap: 6px; }
`

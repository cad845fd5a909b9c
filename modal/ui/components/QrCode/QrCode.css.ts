/** Styles of QrCode. The code stays black on white in every theme: scanners expect it. */
export const qrCodeCss = `
.portico-qr {
  display: flex; align-items: center; justify-content: center; margin: 0 auto;
  max-width: 100%; border-radius: var(--portico-radius-lg); overflow: hidden; background: #ffffff;
  border: 1px solid var(--portico-color-border); box-shadow: var(--portico-shadow-sm);
}
.portico-qr svg { display: block; width: 100%; height: 100%; }
.portico-qr--loading { background: var(--portico-mixed-surface); }
`

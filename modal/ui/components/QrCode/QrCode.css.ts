/** Styles of QrCode. */
export const qrCodeCss = `
.portico-qr {
  display: flex; align-items: center; justify-content: center; margin: 0 auto;
  max-width: 100%; border-radius: var(--portico-radius-lg); overflow: hidden; background: #ffffff;
}
.portico-qr svg { display: block; width: 100%; height: 100%; }
.portico-qr--loading { background: var(--portico-mixed-surface); }
`

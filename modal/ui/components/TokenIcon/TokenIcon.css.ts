/** Styles of TokenIcon: a round image, or a round monogram on a colour drawn from the symbol. */
export const tokenIconCss = `
.portico-token-icon { border-radius: var(--portico-radius-full); object-fit: cover; flex: none; }
.portico-token-icon--fallback {
  display: inline-flex; align-items: center; justify-content: center;
  color: #fff; font-weight: 700; line-height: 1; text-shadow: 0 1px 1px rgb(0 0 0 / 0.35);
}
`

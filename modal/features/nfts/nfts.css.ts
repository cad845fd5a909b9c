/** Styles of the NFTs tab (layout only), added to the modal's one stylesheet. */
export const nftsCss = `
.portico-nfts {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
}
.portico-nfts__item { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.portico-nfts__item img, .portico-nfts__placeholder {
  width: 100%; height: auto; aspect-ratio: 1; border-radius: var(--portico-radius-md);
  background: var(--portico-mixed-surface); object-fit: cover;
}
.portico-nfts__name { font-size: var(--portico-font-size-sm); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`

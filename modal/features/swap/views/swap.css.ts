/** Styles of the swap views, shipped in the swap chunk (rendered inside the modal's shadow root). */
export const swapCss = `
.portico-swap__panel {
  display: flex; flex-direction: column; gap: 6px; padding: 12px;
  border-radius: var(--portico-radius-md); background: var(--portico-mixed-surface);
}
.portico-swap__row { display: flex; align-items: flex-end; gap: 8px; }
.portico-swap__row > :first-child { flex: 1; min-width: 0; }
.portico-swap .portico-field { padding: 0; }
.portico-swap__receive { display: flex; flex-direction: column; gap: var(--portico-space-1); }
.portico-swap__output {
  display: flex; align-items: center; min-height: var(--portico-control-height);
  padding: 0 calc(var(--portico-space-3) + 1px); font-size: var(--portico-font-size-lg); overflow-wrap: anywhere;
}
.portico-swap__meta { display: flex; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
.portico-swap__switch { align-self: center; margin: -6px 0; }
.portico-swap__details { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; margin: 0; }
.portico-swap__details dt { color: var(--portico-color-foreground-muted); }
.portico-swap__details dd { margin: 0; text-align: right; }
.portico-swap__token {
  display: flex; align-items: center; gap: 10px; width: 100%; padding: 8px 12px; border: 0;
  border-radius: var(--portico-radius-md); background: var(--portico-mixed-surface);
  color: inherit; font: inherit; cursor: pointer; text-align: left;
}
.portico-swap__token:hover { background: var(--portico-mixed-surface-hover); }
.portico-swap__token img { width: 28px; height: 28px; border-radius: 50%; }
.portico-swap__token span:last-child { margin-left: auto; color: var(--portico-color-foreground-muted); }
.portico-swap__heading { margin: 4px 0 0; font-size: var(--portico-font-size-sm); font-weight: 600; color: var(--portico-color-foreground-muted); }
`

import { skeletonCss } from '../components/Skeleton/Skeleton.css'

/**
 * Styles of the views (layout only; components bring their own). Plain CSS in a string, like
 * the components' `X.css.ts`, for the stylesheet the mount injects into the shadow root.
 * Sizes come from the design tokens (baseCss): the type scale, the spacing scale and radii.
 * The lists' loading state (skeleton rows) travels with the list layouts.
 */
export const viewsCss = `${skeletonCss}
.portico-view { display: flex; flex-direction: column; gap: var(--portico-space-3); padding: 0 var(--portico-space-4) var(--portico-space-4); }
.portico-view__lead { margin: 0; font-size: var(--portico-font-size-md); }
.portico-view__detail { margin: 0; color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-sm); }
.portico-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--portico-space-2); }
.portico-list--row { flex-direction: row; flex-wrap: wrap; }
/* A list row of text and one action (a grant and Revoke): the text takes what the action leaves, never under it. */
.portico-list__row { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: var(--portico-space-3); }
.portico-list__row-text { display: flex; flex-direction: column; gap: var(--portico-space-1); min-width: 0; overflow-wrap: anywhere; }
.portico-connect__method { display: flex; flex-direction: column; gap: var(--portico-space-2); }
.portico-connect__method-title {
  margin: 0; font-size: var(--portico-font-size-sm); font-weight: 600;
  color: var(--portico-color-foreground-muted);
}
/* Social login: the first provider as a full button, the next ones as a row of marks. */
.portico-socials { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: var(--portico-space-2); }
.portico-socials__icon {
  display: flex; align-items: center; justify-content: center; width: 100%;
  min-height: var(--portico-control-height); padding: 0; cursor: pointer; color: inherit;
  background: var(--portico-mixed-surface); border: 1px solid var(--portico-color-border);
  border-radius: var(--portico-radius-md);
}
.portico-socials__icon:hover:not(:disabled) { background: var(--portico-mixed-surface-hover); border-color: var(--portico-color-border-strong); }
.portico-socials__icon:disabled { opacity: 0.5; cursor: not-allowed; }
.portico-socials__more { font-size: var(--portico-font-size-xs); letter-spacing: 1px; color: var(--portico-color-foreground-muted); }
.portico-get-wallet a.portico-wallet-item { text-decoration: none; color: inherit; box-sizing: border-box; }
.portico-get-wallet .portico-icon { color: var(--portico-color-foreground-muted); }
.portico-connect__note { margin: 0; color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-sm); }
.portico-connect__count { margin-left: var(--portico-space-2); }
.portico-connect__continue-as { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* E-mail login: the field lines up with the button under it. */
.portico-email { display: flex; flex-direction: column; gap: var(--portico-space-3); }
.portico-email .portico-field { padding: 0; }
.portico-legal { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portico-space-1); font-size: var(--portico-font-size-sm); }
.portico-legal a { color: var(--portico-color-accent); }
.portico-connecting, .portico-pairing { align-items: center; text-align: center; }
.portico-pairing { display: flex; flex-direction: column; gap: var(--portico-space-3); width: 100%; }
.portico-connecting__title { margin: 0; font-size: var(--portico-font-size-lg); }
.portico-view-loading { display: flex; justify-content: center; align-items: center; padding: var(--portico-space-8) 0; }
.portico-connecting__error { margin: 0; color: var(--portico-color-error); }
.portico-network {
  display: flex; align-items: center; gap: var(--portico-space-3); width: 100%;
  min-height: var(--portico-control-height); padding: var(--portico-space-2) var(--portico-space-3);
  border: 1px solid transparent; border-radius: var(--portico-radius-md); background: var(--portico-mixed-surface);
  color: inherit; font: inherit; cursor: pointer;
  transition: background-color var(--portico-duration-short) var(--portico-easing);
}
.portico-network:hover:not(:disabled) { background: var(--portico-mixed-surface-hover); }
.portico-network:active:not(:disabled) { background: var(--portico-mixed-surface-active); }
.portico-network[aria-current='true'] { border-color: var(--portico-color-accent); }
.portico-network__name { flex: 1; text-align: left; }
.portico-networks__family { display: flex; flex-direction: column; gap: var(--portico-space-2); width: 100%; }
.portico-networks__heading { margin: 0; color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-sm); font-weight: 600; }
.portico-account__facts { display: grid; grid-template-columns: auto auto; gap: var(--portico-space-1) var(--portico-space-3); margin: 0; }
.portico-account__facts dt { color: var(--portico-color-foreground-muted); }
.portico-account__facts dd { margin: 0; }
.portico-receive { display: flex; flex-direction: column; align-items: center; gap: var(--portico-space-2); }
.portico-onramp { display: flex; flex-direction: column; gap: var(--portico-space-3); margin: var(--portico-space-2) 0; }
.portico-onramp .portico-field { padding: 0; }
.portico-onramp a { color: var(--portico-color-accent); }
.portico-onramp__quote .portico-account__facts { margin: 0; }
.portico-approve__summary { display: flex; flex-direction: column; gap: var(--portico-space-2); margin: 0; }
.portico-approve__summary dt { color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-sm); }
.portico-approve__summary dd { margin: 0; }
.portico-approve__fact { display: flex; justify-content: space-between; gap: var(--portico-space-3); }
.portico-approve__fact dd { overflow-wrap: anywhere; text-align: end; font-variant-numeric: tabular-nums; }
.portico-approve__value {
  white-space: pre-wrap; overflow-wrap: anywhere; max-height: calc(var(--portico-font-size-master) * 16); overflow: auto;
  padding: var(--portico-space-2); border-radius: var(--portico-radius-sm); background: var(--portico-mixed-surface);
}
.portico-approve__actions { display: flex; gap: var(--portico-space-2); justify-content: flex-end; }
`

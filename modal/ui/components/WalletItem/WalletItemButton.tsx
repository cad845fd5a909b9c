import { type ReactNode, type Ref, useId } from 'react'
import type { Clock } from '../../../core/clock/clock'
import { useI18n } from '../../i18n/I18nProvider'
import { WalletImage } from '../WalletImage/WalletImage'

/** Props shared by WalletListItem and WalletGridItem. */
export interface WalletItemProps {
  /** Rendered as text (never as HTML): it is the button's accessible name. */
  name: string
  imageSrc?: string
  /**
   * A drawn mark that replaces the image (the WalletConnect mark, the browser-wallet icon):
   * for built-in options that have no listing image.
   */
  image?: ReactNode
  /** Times the image preload. */
  clock: Clock
  /** Shows the "Installed" badge. */
  installed?: boolean
  /** Shows the "Recent" badge. */
  recent?: boolean
  onSelect: () => void
  disabled?: boolean
  /** For roving focus inside a grid (-1 keeps it out of the Tab order). */
  tabIndex?: number
  ref?: Ref<HTMLButtonElement>
}

/**
 * The button behind both wallet item layouts. It is named by the wallet's name alone and
 * described by its badges, so "MetaMask" is what a screen reader user searches for.
 */
export function WalletItemButton(props: WalletItemProps & { layout: 'list' | 'grid' }) {
  const { t } = useI18n()
  const id = useId()
  const badges = [props.installed && t('common.installed'), props.recent && t('common.recent')]
  const shown = badges.filter((badge): badge is string => Boolean(badge))
  return (
    <button
      ref={props.ref}
      type="button"
      className={`portico-wallet-item portico-wallet-item--${props.layout}`}
      aria-labelledby={`${id}-name`}
      aria-describedby={shown.length > 0 ? `${id}-badges` : undefined}
      disabled={props.disabled}
      tabIndex={props.tabIndex}
      onClick={props.onSelect}
    >
      {props.image ?? (
        <WalletImage
          name={props.name}
          src={props.imageSrc}
          clock={props.clock}
          size={props.layout === 'grid' ? 56 : 40}
          decorative
        />
      )}
      <span id={`${id}-name`} className="portico-wallet-item__name" title={props.name}>
        {props.name}
      </span>
      {shown.length > 0 && (
        <span id={`${id}-badges`} className="portico-wallet-item__badges">
          {shown.map((badge, index) => (
            // A tile has room for one badge; the others are still read out with the name.
            <span
              key={badge}
              className={
                props.layout === 'grid' && index > 0 ? 'portico-visually-hidden' : 'portico-badge'
              }
            >
              {badge}
            </span>
          ))}
        </span>
      )}
    </button>
  )
}

import { useId } from 'react'
import type { CaipNetwork } from '../../../core/caip/types'
import type { Clock } from '../../../core/clock/clock'
import { Icon } from '../../components/Icon/Icon'
import { NetworkIcon } from '../../components/NetworkIcon/NetworkIcon'
import { useI18n } from '../../i18n/I18nProvider'

/** Props of {@link NetworkButton}. */
export interface NetworkButtonProps {
  network: CaipNetwork
  current: boolean
  disabled: boolean
  clock: Clock
  /** Resolves `assets.imageId` (the listing's asset-image endpoint). */
  imageUrlOf?: ((imageId: string) => string) | undefined
  onChoose: (network: CaipNetwork) => void
  /** The id of a note that describes choosing this network (another family's, FamilyNote). */
  describedBy?: string | undefined
}

/**
 * One network in the Networks view: its icon, its name, a testnet badge; the active one is
 * marked current.
 *
 * @example
 * ```tsx
 * <NetworkButton network={base} current={false} disabled={false} clock={clock} onChoose={switchTo} />
 * ```
 */
export function NetworkButton(props: NetworkButtonProps) {
  const { network, current, disabled, clock, onChoose } = props
  const { t } = useI18n()
  const id = useId()
  return (
    <li>
      {/* The name stays the network's name; "Current network" is its description, so a screen
          reader says both and a search by name still finds it. */}
      <button
        type="button"
        className="portico-network"
        aria-current={current ? 'true' : undefined}
        aria-describedby={
          [current ? `${id}-current` : undefined, props.describedBy].filter(Boolean).join(' ') ||
          undefined
        }
        disabled={disabled}
        onClick={() => onChoose(network)}
      >
        <NetworkIcon
          network={network}
          clock={clock}
          imageUrlOf={props.imageUrlOf}
          size={32}
          decorative
        />
        <span className="portico-network__name">{network.name}</span>
        {network.testnet && <span className="portico-badge">{t('networks.testnet')}</span>}
        {current && (
          <span className="portico-network__current" data-current="true">
            <Icon name="check" size={18} />
          </span>
        )}
      </button>
      {/* Outside the button, so that it describes the button rather than joining its name. */}
      {current && (
        <span id={`${id}-current`} className="portico-visually-hidden">
          {t('networks.current')}
        </span>
      )}
    </li>
  )
}

import type { CaipNetwork } from '../../../core/caip/types'
import type { Clock } from '../../../core/clock/clock'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { useI18n } from '../../i18n/I18nProvider'

/** Props of {@link NetworkButton}. */
export interface NetworkButtonProps {
  network: CaipNetwork
  current: boolean
  disabled: boolean
  clock: Clock
  onChoose: (network: CaipNetwork) => void
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
export function NetworkButton({ network, current, disabled, clock, onChoose }: NetworkButtonProps) {
  const { t } = useI18n()
  return (
    <li>
      <button
        type="button"
        className="portico-network"
        aria-current={current ? 'true' : undefined}
        disabled={disabled}
        onClick={() => onChoose(network)}
      >
        <WalletImage
          name={network.name}
          src={network.assets?.imageUrl}
          clock={clock}
          size={32}
          decorative
        />
        <span className="portico-network__name">{network.name}</span>
        {network.testnet && <span className="portico-badge">{t('networks.testnet')}</span>}
      </button>
    </li>
  )
}

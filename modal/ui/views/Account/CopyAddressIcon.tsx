import { useRef } from 'react'
import type { Portico } from '../../../core/createPortico'
import { copyText } from '../../components/CopyButton/copyText'
import { IconButton } from '../../components/IconButton/IconButton'
import { useI18n } from '../../i18n/I18nProvider'

/**
 * The copy icon beside the account's name: copies the full address and says so in the
 * snackbar (or that it could not). Named "Copy address" for assistive technology.
 *
 * @example
 * ```tsx
 * <CopyAddressIcon portico={portico} address={address} />
 * ```
 */
export function CopyAddressIcon({ portico, address }: { portico: Portico; address: string }) {
  const { t } = useI18n()
  const ref = useRef<HTMLButtonElement>(null)
  const onClick = () => {
    const anchor = ref.current
    if (!anchor) return
    copyText(address, globalThis.navigator?.clipboard, anchor).then(
      () => portico.snackbar.showSuccess(t('account.addressCopied')),
      () => portico.snackbar.showError(t('account.copyFailed')),
    )
  }
  return <IconButton ref={ref} icon="copy" label={t('account.copyAddress')} onClick={onClick} />
}

import { observer } from 'mobx-react-lite'
import type { SocialLogin as SocialLoginFlow } from '../../../connectors/auth/socialLogin'
import type { SocialOption } from '../../../core/options/features'
import type { SocialProvider } from '../../../core/validation/auth'
import { Button } from '../../components/Button/Button'
import { useI18n } from '../../i18n/I18nProvider'
import { SOCIAL_NAME_KEYS } from '../shared/socialNames'
import { MethodSection } from './MethodSection'

/** Props of {@link SocialLogin}. */
export interface SocialLoginProps {
  /** The socials offered, after the messaging-app filter (SPEC §5). */
  socials: readonly SocialOption[]
  flow: SocialLoginFlow
}

/**
 * The social login part of the connect view, loaded on demand (SPEC §2): one button per
 * social the host offers, in its order. Each opens the provider's window from the click.
 * Farcaster signs in by QR code instead and is left to its own view.
 *
 * @example
 * ```tsx
 * <SocialLogin socials={portico.connectors.socials} flow={auth.socialLogin} />
 * ```
 */
export const SocialLogin = observer(function SocialLogin({ socials, flow }: SocialLoginProps) {
  const { t } = useI18n()
  const popupSocials = socials.filter((s): s is SocialProvider => s !== 'farcaster')
  if (popupSocials.length === 0) return null
  return (
    <MethodSection title={t('connect.socialHeading')}>
      <ul className="portico-list portico-list--row">
        {popupSocials.map((social) => (
          <li key={social}>
            <Button
              variant="secondary"
              disabled={flow.busy}
              onClick={() => void flow.connect(social)}
            >
              {t('connect.continueWithSocial', { provider: t(SOCIAL_NAME_KEYS[social]) })}
            </Button>
          </li>
        ))}
      </ul>
    </MethodSection>
  )
})

export default SocialLogin

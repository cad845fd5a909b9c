import { observer } from 'mobx-react-lite'
import type { FarcasterLogin } from '../../../connectors/auth/farcasterLogin'
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
  farcaster: FarcasterLogin
}

/**
 * The social login part of the connect view, loaded on demand (SPEC §2): one button per
 * social the host offers, in its order. Each opens the provider's window from the click;
 * Farcaster shows its sign-in QR code (ConnectingFarcaster) instead.
 *
 * @example
 * ```tsx
 * <SocialLogin socials={portico.connectors.socials} flow={auth.socialLogin} farcaster={auth.farcasterLogin} />
 * ```
 */
export const SocialLogin = observer(function SocialLogin(props: SocialLoginProps) {
  const { socials, flow, farcaster } = props
  const { t } = useI18n()
  const choose = (social: SocialOption) =>
    social === 'farcaster' ? farcaster.start() : flow.connect(social as SocialProvider)
  return (
    <MethodSection title={t('connect.socialHeading')}>
      <ul className="portico-list portico-list--row">
        {socials.map((social) => (
          <li key={social}>
            <Button variant="secondary" disabled={flow.busy} onClick={() => void choose(social)}>
              {t('connect.continueWithSocial', { provider: t(SOCIAL_NAME_KEYS[social]) })}
            </Button>
          </li>
        ))}
      </ul>
    </MethodSection>
  )
})

export default SocialLogin

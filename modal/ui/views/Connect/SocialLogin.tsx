import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { FarcasterLogin } from '../../../connectors/auth/farcasterLogin'
import type { SocialLogin as SocialLoginFlow } from '../../../connectors/auth/socialLogin'
import type { SocialOption } from '../../../core/options/features'
import type { SocialProvider } from '../../../core/validation/auth'
import { Button } from '../../components/Button/Button'
import { Glyph } from '../../components/Icon/Icon'
import { useI18n } from '../../i18n/I18nProvider'
import { SOCIAL_NAME_KEYS } from '../shared/socialNames'
import { MethodSection } from './MethodSection'
import { SOCIAL_ICON_PATHS } from './socialIcons'

/** Props of {@link SocialLogin}. */
export interface SocialLoginProps {
  /** The socials offered, after the messaging-app filter (SPEC §5). */
  socials: readonly SocialOption[]
  flow: SocialLoginFlow
  farcaster: FarcasterLogin
  /**
   * The stored `socialUsername` of a returning visitor whose last provider is the first
   * social: its button reads "Continue as alice with GitHub".
   */
  returningUsername?: string | undefined
}

/** How many icons the row under the first social holds before "more" takes the last place. */
export const SOCIAL_ROW_SIZE = 4

/**
 * The social login part of the connect view, loaded on demand (SPEC §2), in the host's order:
 * the first social as a full button with its mark, the next ones as a row of marks (each named
 * "Continue with …"), and "more" in the row's last place when they do not fit, which shows the
 * rest. Each opens the provider's window from the click; Farcaster shows its sign-in QR code
 * (ConnectingFarcaster) instead. A returning visitor's last provider comes first (the Connect
 * view orders them), named with their username.
 *
 * @example
 * ```tsx
 * <SocialLogin socials={portico.connectors.socials} flow={auth.socialLogin} farcaster={auth.farcasterLogin} />
 * ```
 */
export const SocialLogin = observer(function SocialLogin(props: SocialLoginProps) {
  const { socials, flow, farcaster, returningUsername } = props
  const { t } = useI18n()
  const [expanded, setExpanded] = useState(false)
  const choose = (social: SocialOption) =>
    social === 'farcaster' ? farcaster.start() : flow.connect(social as SocialProvider)
  const label = (social: SocialOption) =>
    t('connect.continueWithSocial', { provider: t(SOCIAL_NAME_KEYS[social]) })
  const [first, ...rest] = socials
  if (!first) return null
  const firstLabel = returningUsername
    ? t('connect.continueAsWith', {
        name: returningUsername,
        provider: t(SOCIAL_NAME_KEYS[first]),
      })
    : label(first)
  const folds = !expanded && rest.length > SOCIAL_ROW_SIZE
  const row = folds ? rest.slice(0, SOCIAL_ROW_SIZE - 1) : rest
  return (
    <MethodSection title={t('connect.socialHeading')}>
      <Button
        variant="secondary"
        fullWidth
        disabled={flow.busy}
        icon={<Glyph d={SOCIAL_ICON_PATHS[first]} size={20} filled />}
        onClick={() => void choose(first)}
      >
        <span className="portico-connect__continue-as">{firstLabel}</span>
      </Button>
      {rest.length > 0 && (
        <ul className="portico-socials">
          {row.map((social) => (
            <li key={social}>
              <button
                type="button"
                className="portico-socials__icon"
                aria-label={label(social)}
                title={label(social)}
                disabled={flow.busy}
                onClick={() => void choose(social)}
              >
                <Glyph d={SOCIAL_ICON_PATHS[social]} size={20} filled />
              </button>
            </li>
          ))}
          {folds && (
            <li>
              <button
                type="button"
                className="portico-socials__icon"
                aria-label={t('connect.otherSocials')}
                title={t('connect.otherSocials')}
                aria-expanded={false}
                onClick={() => setExpanded(true)}
              >
                <span aria-hidden="true" className="portico-socials__more">
                  •••
                </span>
              </button>
            </li>
          )}
        </ul>
      )}
    </MethodSection>
  )
})

export default SocialLogin

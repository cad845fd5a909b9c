import type { SocialOption } from '../../../core/options/features'
import { useI18n } from '../../i18n/I18nProvider'
import type { MessageKey } from '../../i18n/locales/en'
import { MethodSection } from './MethodSection'

/** Props of {@link SocialLogin}. */
export interface SocialLoginProps {
  socials: readonly SocialOption[]
}

const SOCIAL_NAME_KEYS: Readonly<Record<SocialOption, MessageKey>> = {
  google: 'social.google',
  x: 'social.x',
  discord: 'social.discord',
  farcaster: 'social.farcaster',
  github: 'social.github',
  apple: 'social.apple',
  facebook: 'social.facebook',
}

/**
 * The social login part of the connect view, loaded on demand (SPEC §2). It lists the
 * socials offered after the platform filter; the core has no social login action yet, so the
 * part says the login is not available rather than showing buttons that do nothing.
 *
 * @example
 * ```tsx
 * <SocialLogin socials={portico.connectors.socials} />
 * ```
 */
export default function SocialLogin({ socials }: SocialLoginProps) {
  const { t } = useI18n()
  const names = socials.map((social) => t(SOCIAL_NAME_KEYS[social])).join(', ')
  return (
    <MethodSection title={t('connect.socialHeading')}>
      <p className="portico-connect__note">
        {t('connect.socialUnavailable', { providers: names })}
      </p>
    </MethodSection>
  )
}

import type { SocialOption } from '../../../core/options/features'
import type { MessageKey } from '../../i18n/locales/en'

/** The display-name key of each social option. */
export const SOCIAL_NAME_KEYS: Readonly<Record<SocialOption, MessageKey>> = {
  google: 'social.google',
  x: 'social.x',
  discord: 'social.discord',
  farcaster: 'social.farcaster',
  github: 'social.github',
  apple: 'social.apple',
  facebook: 'social.facebook',
}

import type { Message } from '../../message'

/**
 * Product names shown as they are in every language (the social login providers). Each locale
 * takes these from here rather than repeating them.
 */
export const brands = {
  'social.google': 'Google',
  'social.x': 'X',
  'social.discord': 'Discord',
  'social.farcaster': 'Farcaster',
  'social.github': 'GitHub',
  'social.apple': 'Apple',
  'social.facebook': 'Facebook',
} as const satisfies Readonly<Record<string, Message>>

import { buildUrl, segment } from '../http/query'
import { type SdkIdentity, sdkParams } from '../http/sdkParams'

/** The image paths of the wallet-provider API, as AppKit 1.8's client asks for them. */
export const WALLET_IMAGE_PATHS = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
} as const

/**
 * The wallet-provider API's image addresses (`{base}/getWalletImage/{id}?projectId&st&sv`…):
 * plain string work, so the listing's lazy stand-in answers them at once, before its client
 * has loaded.
 *
 * @example
 * ```ts
 * const urls = walletImageUrls({ baseUrl: 'http://127.0.0.1:4200', projectId: 'p1', sdkType: 'portico', sdkVersion: '0.1.0' })
 * urls.walletImageUrl('abc') // 'http://127.0.0.1:4200/getWalletImage/abc?projectId=p1&st=portico&sv=0.1.0'
 * ```
 */
export function walletImageUrls(config: SdkIdentity & { baseUrl: string }) {
  const imageUrl = (path: string) => (id: string) =>
    buildUrl(config.baseUrl, `${path}/${segment(id)}`, sdkParams(config))
  return {
    walletImageUrl: imageUrl(WALLET_IMAGE_PATHS.wallet),
    assetImageUrl: imageUrl(WALLET_IMAGE_PATHS.asset),
    currencyImageUrl: imageUrl(WALLET_IMAGE_PATHS.currency),
    tokenImageUrl: imageUrl(WALLET_IMAGE_PATHS.token),
  }
}

import { buildUrl, segment } from '../http/query'
import { type SdkIdentity, sdkParams } from '../http/sdkParams'

/**
 * The wallet-provider API's image addresses (`{base}/v1/wallet-image/{id}?projectId&st&sv`…):
 * plain string work, so the listing's lazy stand-in answers them at once, before its client
 * has loaded.
 *
 * @example
 * ```ts
 * const urls = walletImageUrls({ baseUrl: 'http://127.0.0.1:4200', projectId: 'p1', sdkType: 'portico', sdkVersion: '0.1.0' })
 * urls.walletImageUrl('abc') // 'http://127.0.0.1:4200/v1/wallet-image/abc?projectId=p1&st=portico&sv=0.1.0'
 * ```
 */
export function walletImageUrls(config: SdkIdentity & { baseUrl: string }) {
  const imageUrl = (kind: string) => (id: string) =>
    buildUrl(config.baseUrl, `/v1/${kind}/${segment(id)}`, sdkParams(config))
  return {
    walletImageUrl: imageUrl('wallet-image'),
    assetImageUrl: imageUrl('asset-image'),
    currencyImageUrl: imageUrl('currency-image'),
    tokenImageUrl: imageUrl('token-image'),
  }
}

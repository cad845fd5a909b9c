import type { CaipNetwork } from 'portico'
import { polygon, withRpcUrl } from 'portico/eip155'

/**
 * Portico's Polygon preset on the lab's on-demand anvil with chain id 137 (`rpcPolygon=` in the
 * page URL), or nothing. Its reads go to that node, not through the lab's RPC gateway.
 *
 * @example
 * ```ts
 * labPolygon('http://127.0.0.1:8548')[0]?.nativeCurrency.symbol // 'POL'
 * ```
 */
export function labPolygon(polygonRpcUrl: string | undefined): CaipNetwork[] {
  return polygonRpcUrl ? [withRpcUrl(polygon, polygonRpcUrl)] : []
}

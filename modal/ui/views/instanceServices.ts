import type { Portico } from '../../core/createPortico'
import type { ViewServices } from './viewProps'

const servicesOf = new WeakMap<Portico, ViewServices>()

/**
 * The services an instance provides to its views, one object per instance: the same props
 * let a prepared view skip rendering again when open() reveals it.
 *
 * @example
 * ```tsx
 * <View portico={portico} services={instanceServices(portico)} />
 * ```
 */
export function instanceServices(portico: Portico): ViewServices {
  let services = servicesOf.get(portico)
  if (!services) {
    const { walletListing, listingSummary } = portico.services
    services = { walletListing, listingSummary }
    servicesOf.set(portico, services)
  }
  return services
}

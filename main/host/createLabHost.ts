import { AnvilSimulator } from '../../simulators/chains/anvil'
import { LabHost } from './labHost'

/**
 * The lab's composition root: every simulator the lab offers, in start order.
 * Both the Electron main process and browser mode call this.
 */
export function createLabHost(): LabHost {
  const anvil = new AnvilSimulator()
  return new LabHost([anvil])
}

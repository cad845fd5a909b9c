import { createBlockchainApiSimulator } from '../../simulators/api/blockchainApi/blockchainApiSimulator'
import { createWalletListingSimulator } from '../../simulators/api/walletListing/walletListingSimulator'
import { AnvilSimulator } from '../../simulators/chains/anvil'
import { createBitcoinSimulator } from '../../simulators/chains/bitcoin/bitcoinSimulator'
import { deployTokens } from '../../simulators/contracts/deployTokens'
import { deferSimulator } from '../../simulators/deferredSimulator'
import { RelaySimulator } from '../../simulators/relay/relaySimulator'
import { LabHost } from './labHost'

/**
 * The lab's composition root: every simulator the lab offers, in start order. Both the
 * Electron main process and browser mode call this. Anvil comes first with the lab's tokens
 * deployed at their fresh-chain addresses; the Blockchain API stub reads from it.
 */
export function createLabHost(): LabHost {
  const anvil = new AnvilSimulator({ afterStart: (rpcUrl) => deployTokens(rpcUrl) })
  const blockchainApi = deferSimulator('blockchain-api', () => {
    const rpcUrl = anvil.rpcUrl
    if (!rpcUrl) throw new Error('the Blockchain API stub needs anvil running')
    return createBlockchainApiSimulator({ rpcUrl })
  })
  return new LabHost([
    anvil,
    blockchainApi,
    createWalletListingSimulator(),
    new RelaySimulator(),
    createBitcoinSimulator(),
  ])
}

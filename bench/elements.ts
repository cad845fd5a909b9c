import { createPortico } from 'portico'
import { ethereum, loadEip155Adapter } from 'portico/eip155'
import { mountPortico } from 'portico/elements'

/**
 * The page without React the `portico/elements` budget measures (scripts/bench/elementsBudget
 * .test.ts): one instance, mounted, and the connect button element in the HTML.
 */
const portico = createPortico({
  projectId: 'portico-bench',
  networks: [ethereum],
  adapters: { eip155: () => loadEip155Adapter({ window }) },
})
mountPortico(portico)

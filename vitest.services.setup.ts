import { createAnalyticsService } from './modal/core/services/analytics/analytics'
import { createBlockchainApiClient } from './modal/core/services/blockchainApi/client'
import { provideClientFactories } from './modal/core/services/lazyClients'

// A page loads the Blockchain API client and analytics on first use (lazy chunks); tests run
// their flows with them at hand, so their timing stays that of a page where they have loaded.
// modal/core/services/lazyClients.test.ts covers the loading itself.
provideClientFactories({ api: createBlockchainApiClient, analytics: createAnalyticsService })

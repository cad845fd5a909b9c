import { createPortico } from 'portico'
import { ethereum, loadEip155Adapter } from 'portico/eip155'
import { PorticoButton, PorticoProvider } from 'portico/react'
import { createRoot } from 'react-dom/client'

// Portico's host button as a host shows it (examples/vite-react19), for the button row of
// docs/visual-review.md: bundled from the repo's sources, not from the peers' folder.
const theme = new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light'
document.body.style.background = theme === 'dark' ? '#141414' : '#ffffff'
const portico = createPortico({
  projectId: 'visual-review',
  themeMode: theme,
  networks: [ethereum],
  adapters: { eip155: () => loadEip155Adapter({ window }) },
})

createRoot(document.getElementById('root')).render(
  <PorticoProvider portico={portico}>
    <div id="shot" style={{ display: 'inline-block', padding: 24 }}>
      <PorticoButton />
    </div>
  </PorticoProvider>,
)

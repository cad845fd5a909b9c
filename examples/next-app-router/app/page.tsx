import { Demo } from './demo'

export default function Home() {
  return <Demo title="Portico on Next.js" />
}

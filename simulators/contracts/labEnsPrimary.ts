/**
 * The primary names (ENS reverse records) the lab gives its funded test accounts at start-up,
 * each with a forward record back to the account and an `avatar` text record. Dev account 3
 * (Beta Wallet's second account) is carol.eth; dev account 0 keeps the Blockchain API's
 * alice.portico.id, and the others have no primary name (bob.eth, account 2, is a forward record only).
 */
export interface LabPrimaryName {
  name: string
  /** The dev account index the name belongs to. */
  owner: number
  /** A data: image URL, so the avatar loads without any server (the URL policy accepts it). */
  avatar: string
}

const svgAvatar = (fill: string, letter: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${fill}"/><text x="32" y="42" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`

export const LAB_PRIMARY_NAMES: readonly LabPrimaryName[] = [
  { name: 'carol.eth', owner: 3, avatar: svgAvatar('#7b3fe4', 'C') },
]

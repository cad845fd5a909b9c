import type { ErrorCode } from '../../../core/errors/catalogue'
import type { PartialMessages } from './en'

/**
 * German, loaded on demand. It translates a subset on purpose: what is missing falls back to
 * English, which is how a partly translated locale behaves in production too.
 */
export const messages: PartialMessages = {
  'common.back': 'Zurück',
  'common.close': 'Schließen',
  'common.cancel': 'Abbrechen',
  'common.continue': 'Weiter',
  'common.retry': 'Erneut versuchen',
  'common.dismiss': 'Ausblenden',
  'common.loading': 'Wird geladen',
  'common.copied': 'Kopiert',
  'common.copy': 'Kopieren',
  'common.installed': 'Installiert',
  'common.recent': 'Zuletzt verwendet',
  'connect.title': 'Wallet verbinden',
  'connect.allWallets': 'Alle Wallets',
  'connect.continueWithEmail': 'Weiter mit E-Mail',
  'connect.continueWithSocial': 'Weiter mit {provider}',
  'allWallets.title': 'Alle Wallets',
  'allWallets.search': 'Wallets suchen',
  'allWallets.noResults': 'Keine Wallet gefunden',
  'connecting.title': 'Verbindung mit {name}',
  'connecting.scanWithPhone': 'Mit dem Telefon scannen',
  'connecting.copyLink': 'Link kopieren',
  'connecting.openInWalletApp': 'In der Wallet-App öffnen',
  'connecting.qrCodeLabel': 'QR-Code zum Koppeln',
  'account.copyAddress': 'Adresse kopieren',
  'account.disconnect': 'Trennen',
  'account.switchNetwork': 'Netzwerk wechseln',
  'account.tokens': 'Token',
  'account.nfts': 'NFTs',
  'account.activity': 'Aktivität',
  'features.buy': 'Krypto kaufen',
  'features.swap': 'Tauschen',
  'features.receive': 'Empfangen',
  'features.send': 'Senden',
  'connect.emailHeading': 'E-Mail',
  'connect.emailUnavailable': 'Die Anmeldung per E-Mail ist noch nicht verfügbar.',
  'connect.socialHeading': 'Soziale Anmeldung',
  'connect.socialUnavailable': 'Die soziale Anmeldung ({providers}) ist noch nicht verfügbar.',
  'connect.walletHeading': 'Wallets',
  'connect.noWalletsHere': 'In diesem Browser wurde keine Wallet gefunden.',
  'allWallets.unavailable': 'Die Wallet-Liste ist nicht verfügbar',
  'connecting.noWallet': 'Keine Wallet ausgewählt',
  'connecting.preparing': 'Verbindungscode wird vorbereitet',
  'networks.title': 'Netzwerk wählen',
  'approve.title': 'Transaktion bestätigen',
  'approve.approve': 'Bestätigen',
  'approve.reject': 'Ablehnen',
  'names.invalid': 'Nur Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen.',
  'modal.loadingView': 'Ansicht wird geladen',
}

/** German wording for some error codes; the rest fall back to the English catalogue. */
export const errors: Readonly<Partial<Record<ErrorCode, string>>> = {
  SOMETHING_WENT_WRONG: 'Etwas ist schiefgelaufen',
  FAILED_TO_DISCONNECT: 'Trennen fehlgeschlagen',
  SIGNATURE_DECLINED: 'Signatur abgelehnt',
  EMAIL_THROTTLED: 'Bitte in {seconds} Sekunden erneut versuchen',
  HTTP_STATUS: 'HTTP-Statuscode: {status}',
}

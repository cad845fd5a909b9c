import type { Message } from '../../message'
import { account } from './account'
import { brands } from './brands'
import { button } from './button'
import { connect } from './connect'
import { core } from './core'
import { features } from './features'

/**
 * The English catalogue, bundled with the modal: one bundle made of the area files (button,
 * core, connect, account, features). Its keys are the typed {@link MessageKey}s; other locales
 * translate them and fall back to these strings. `{name}` marks a placeholder; a message about
 * a `{count}` may be plural forms (see `Message`). User-facing error strings live in
 * `modal/core/errors/catalogue.ts`, not here.
 */
export const en = { ...button, ...core, ...connect, ...account, ...features, ...brands } as const

/** A key of the English catalogue: every visible string has one. */
export type MessageKey = keyof typeof en

/** A complete catalogue: a message for every key (English, German and French are complete). */
export type Messages = Readonly<Record<MessageKey, Message>>

/** A translation: any subset of the keys; missing keys fall back to English. */
export type PartialMessages = Readonly<Partial<Record<MessageKey, Message>>>

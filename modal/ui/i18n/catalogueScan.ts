import { parseAst } from 'vite'

/**
 * Finds visible text written into a view instead of taken from the catalogue, so that a
 * translation can never miss a string. Test-only: nothing in the package imports it.
 *
 * What counts as visible (the text a visitor reads or a screen reader speaks):
 * - JSX text between tags (`<p>Hello</p>`);
 * - a literal given to a naming attribute (`aria-label`, `title`, `placeholder`, `alt`, …),
 *   as a string, a template's literal parts, or a branch of `?:` / `??` / `||` inside `{…}`;
 * - a literal shown as a child expression (`{'Hello'}`, `{ok ? 'Yes' : 'No'}`).
 * A call's arguments (`t('key')`) are keys, not text, and are never reported. Text with no
 * letter (`·`, `–`, `%`, `+`) is punctuation and passes, as do the {@link ALLOWED} words.
 */
export interface VisibleLiteral {
  file: string
  line: number
  text: string
}

/**
 * Attributes that never reach the visitor: identifiers, styling, wiring and enum-like options.
 * Any other attribute given a literal with a letter is reported (`title`, `aria-label`,
 * `placeholder`, `alt`, and a component's own `label` / `heading` / `message` props alike).
 */
const TECHNICAL_ATTRIBUTE =
  /^(className|class|id|key|type|role|href|src|srcSet|rel|target|name|value|htmlFor|for|method|autoComplete|autoCapitalize|inputMode|enterKeyHint|pattern|lang|dir|variant|tone|size|mode|kind|state|status|align|side|as|view|layout|icon|testId|slot|viewBox|fill|stroke\w*|shapeRendering|focusable|d|xmlns|preserveAspectRatio|loading|decoding|referrerPolicy|sandbox|allow|crossOrigin|spellCheck|draggable|tabIndex|style|form|accept|inputType|placement|element|shape|width|height)$|^(data|aria)-|^aria-(labelledby|describedby|controls|owns|activedescendant|errormessage|details|flowto|live|relevant|haspopup|current|sort|orientation|autocomplete)$|^on[A-Z]/
/** Words that are the same in every language: symbols, units and product names. */
export const ALLOWED: ReadonlySet<string> = new Set(['ETH', 'USD', 'USDC', 'SOL', 'BTC', 'DOT'])

const LETTER = /\p{L}/u

/** `aria-label` and friends are visible; the other `aria-*` and all `data-*` are wiring. */
function isTechnical(attribute: string): boolean {
  if (/^aria-(label|description|roledescription|valuetext|placeholder)$/.test(attribute))
    return false
  return TECHNICAL_ATTRIBUTE.test(attribute)
}

function isWord(text: string): boolean {
  const trimmed = text.trim()
  return LETTER.test(trimmed) && !ALLOWED.has(trimmed)
}

/** An ESTree node as the parser (oxc, through vite) returns it, with source offsets. */
interface Node {
  type: string
  start: number
  [field: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** The literal strings (with their offsets) an expression can evaluate to, calls not followed. */
function shownLiterals(node: Node): { start: number; text: string }[] {
  if (node.type === 'Literal' && typeof node.value === 'string')
    return [{ start: node.start, text: node.value }]
  if (node.type === 'TemplateLiteral')
    return (node.quasis as Node[]).map((q) => ({
      start: q.start,
      text: (q.value as { cooked: string }).cooked,
    }))
  if (node.type === 'ParenthesizedExpression') return shownLiterals(node.expression as Node)
  if (node.type === 'ConditionalExpression')
    return [...shownLiterals(node.consequent as Node), ...shownLiterals(node.alternate as Node)]
  if (node.type === 'LogicalExpression') {
    const right = shownLiterals(node.right as Node)
    return node.operator === '&&' ? right : [...shownLiterals(node.left as Node), ...right]
  }
  return []
}

/**
 * The visible literals in one `.tsx` source.
 *
 * @example
 * ```ts
 * findVisibleLiterals('a.tsx', '<p title="Hi">{t("k")}</p>') // [{ file: 'a.tsx', line: 1, text: 'Hi' }]
 * ```
 */
export function findVisibleLiterals(file: string, source: string): VisibleLiteral[] {
  const found: VisibleLiteral[] = []
  const report = (start: number, text: string) => {
    if (!isWord(text)) return
    const line = source.slice(0, start).split('\n').length
    found.push({ file, line, text: text.trim() })
  }
  const visit = (node: Node): void => {
    if (node.type === 'JSXText') report(node.start, node.value as string)
    else if (node.type === 'JSXAttribute' && isNode(node.value)) {
      const name = (node.name as Node).name
      const value = node.value
      if (typeof name === 'string' && !isTechnical(name)) {
        const shown = value.type === 'JSXExpressionContainer' ? (value.expression as Node) : value
        for (const lit of shownLiterals(shown)) report(lit.start, lit.text)
      }
    } else if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      for (const child of node.children as Node[])
        if (child.type === 'JSXExpressionContainer')
          for (const lit of shownLiterals(child.expression as Node)) report(lit.start, lit.text)
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item)
      if (isNode(value)) visit(value)
    }
  }
  visit(parseAst(source, { lang: 'tsx' }, file) as unknown as Node)
  return found
}

// Buys first frames without font lookups: each font the stylesheet sets is laid out once, unseen, while idle.
import { eachIdle } from './idle';

/**
 * The first time a page sets text in a new size, weight or style, the browser looks that font up: on some systems a
 * blocking call to the system's font service, several milliseconds on a slow tablet, in the middle of the frame that
 * opens a sheet or shows a roll. Laying out one unseen sample of every font the stylesheet sets, a few at a time while
 * the app is idle, moves those lookups ahead of the taps. The samples are built from the stylesheet itself, so a new
 * rule is covered without a list to keep.
 */

/** Splits a selector list at its top-level commas (not those inside `:is(…)` and the like). */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter((part) => part !== '');
}

const FONT_PROPERTIES = ['font-size', 'font-weight', 'font-style', 'font-family'];

/** The selectors of every style rule that sets a font, in the sheets and media conditions that apply now. */
export function fontSelectors(sheets: Iterable<CSSStyleSheet>, applies: (media: string) => boolean): string[] {
  const selectors = new Set<string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ('selectorText' in rule && 'style' in rule) {
        const { selectorText, style } = rule as CSSStyleRule;
        if (!FONT_PROPERTIES.some((property) => style.getPropertyValue(property) !== '')) continue;
        for (const selector of splitSelectorList(selectorText)) selectors.add(selector);
      } else if ('cssRules' in rule) {
        // @media (only what applies on this screen), @supports, @layer.
        if (!('media' in rule) || applies((rule as CSSMediaRule).media.mediaText)) visit(rule.cssRules as CSSRuleList);
      }
    }
  };
  for (const sheet of sheets) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A sheet from another origin cannot be read; it sets no font of ours.
    }
  }
  return [...selectors];
}

const COMPOUND = /^([a-z][a-z0-9-]*|\*)?((?:[.#][\w-]+|\[[^\]]*\])*)((?::{1,2}[\w-]+(?:\([^)]*\))?)*)$/iu;
const ATTRIBUTE = /^\[\s*([\w-]+)\s*(?:[~|^$*]?=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]*)))?\s*(?:[is])?\s*\]$/u;
const ROOTS = new Set(['html', 'body', ':root']);
// Elements that would load or run something: a sample is a plain element in their place.
const INERT_IN_PLACE =
  /^(?:img|picture|source|track|video|audio|iframe|frame|object|embed|script|link|style|meta|base)$/iu;

/**
 * Elements nested as `selector` asks, outermost first, the innermost holding sample text: tags, classes, ids and
 * attributes are built; pseudo-classes (:hover, :not(…)) are left out. Null for a selector it cannot build: sibling
 * combinators, pseudo-elements (::before), or anything it does not read.
 */
export function sampleFor(selector: string, doc: Document): HTMLElement | null {
  if (/[+~]/u.test(selector.replace(/\[[^\]]*\]|\([^)]*\)/gu, ''))) return null;
  const compounds = selector
    .replace(/\s*>\s*/gu, ' ')
    .trim()
    .split(/\s+/u);
  let outer: HTMLElement | null = null;
  let inner: HTMLElement | null = null;
  for (const compound of compounds) {
    if (ROOTS.has(compound.toLowerCase())) continue;
    const parsed = COMPOUND.exec(compound);
    if (parsed === null || /::/u.test(parsed[3] ?? '')) return null;
    const [, tag, parts = ''] = parsed;
    const element = doc.createElement(tag === undefined || tag === '*' || INERT_IN_PLACE.test(tag) ? 'div' : tag);
    for (const part of parts.match(/[.#][\w-]+|\[[^\]]*\]/gu) ?? []) {
      if (part.startsWith('.')) element.classList.add(part.slice(1));
      else if (part.startsWith('#')) element.id = part.slice(1);
      else {
        const attribute = ATTRIBUTE.exec(part);
        if (attribute === null) return null;
        element.setAttribute(attribute[1]!, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
      }
    }
    if (inner) inner.append(element);
    else outer = element;
    inner = element;
  }
  if (inner === null) return null;
  if (inner instanceof HTMLInputElement) inner.value = 'Aa0';
  else if (inner instanceof HTMLSelectElement) inner.append(new Option('Aa0'));
  else inner.append('Aa0');
  return outer;
}

let started = false;

/**
 * Lays out a sample of each font the app's stylesheet sets (fontSelectors, sampleFor), unseen and off screen, `batch`
 * rules per idle moment, then takes the samples away: the browser keeps the fonts it looked up. Once per page load.
 */
export function warmUpFonts(doc: Document = document, batch = 12): void {
  if (started) return;
  started = true;
  const applies = (media: string) => typeof matchMedia !== 'function' || matchMedia(media).matches;
  const selectors = fontSelectors(Array.from(doc.styleSheets), applies);
  if (selectors.length === 0) return;
  const box = doc.createElement('div');
  box.className = 'fonts-warm-up';
  box.setAttribute('aria-hidden', 'true');
  box.setAttribute('inert', '');
  const steps: (() => void)[] = [];
  for (let i = 0; i < selectors.length; i += batch) {
    steps.push(() => {
      if (!box.isConnected) doc.body.append(box);
      for (const selector of selectors.slice(i, i + batch)) {
        const sample = sampleFor(selector, doc);
        if (sample) box.append(sample);
      }
      // Laid out now, in this idle moment, rather than in the next frame.
      void box.offsetWidth;
      box.replaceChildren();
    });
  }
  steps.push(() => box.remove());
  eachIdle(steps);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontSelectors, sampleFor, warmUpFonts } from '../../src/core/scheduling/warm-fonts';

function styleSheet(css: string): CSSStyleSheet {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style.sheet!;
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the fonts the stylesheet sets', () => {
  it('lists the selectors of the rules that set a font, in the media conditions that apply', () => {
    const sheet = styleSheet(`
      .card h2, .result-natural { font-size: 1.3rem; }
      .plain { color: red; }
      .bold { font-weight: 700; }
      .quote { font-style: italic; }
      .code { font-family: monospace; }
      @media (min-width: 1100px) { .wide { font-size: 2rem; } }
      @media print { .print-sheet { font-size: 8pt; } }
    `);
    const selectors = fontSelectors([sheet], (media) => media.includes('min-width'));
    expect(selectors).toEqual(['.card h2', '.result-natural', '.bold', '.quote', '.code', '.wide']);
  });

  it('builds elements a selector matches, with sample text in the innermost', () => {
    const sample = sampleFor('.sheet-section > h2.title[data-kind="big"]:hover', document)!;
    expect(sample.outerHTML).toBe('<div class="sheet-section"><h2 class="title" data-kind="big">Aa0</h2></div>');
    expect(sampleFor('html body .turn-name', document)!.outerHTML).toBe('<div class="turn-name">Aa0</div>');
    expect((sampleFor('input.number', document) as HTMLInputElement).value).toBe('Aa0');
    // Nothing that would load or run: an image or a script rule gets a plain element.
    expect(sampleFor('.portrait img', document)!.outerHTML).toBe('<div class="portrait"><div>Aa0</div></div>');
    expect(sampleFor('script.x', document)!.outerHTML).toBe('<div class="x">Aa0</div>');
  });

  it('builds nothing for what it cannot match by nesting: siblings and pseudo-elements', () => {
    expect(sampleFor('.a + .b', document)).toBeNull();
    expect(sampleFor('.a ~ .b', document)).toBeNull();
    expect(sampleFor('.formula::before', document)).toBeNull();
  });

  it('lays the samples out a few per idle moment, out of sight and hidden from assistive technology, then takes them away', async () => {
    vi.useFakeTimers();
    styleSheet('.one { font-size: 2rem; } .two { font-weight: 800; } .three { font-size: 3rem; }');
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.classList.contains('fonts-warm-up')) {
            expect(node).toHaveAttribute('aria-hidden', 'true');
            expect(node).toHaveAttribute('inert');
          } else added.push(node.className);
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });

    warmUpFonts(document, 2);
    warmUpFonts(document, 2); // once per page load
    await vi.advanceTimersByTimeAsync(1000);
    observer.disconnect();
    expect(added).toEqual(['one', 'two', 'three']);
    expect(document.querySelector('.fonts-warm-up')).toBeNull();
  });
});

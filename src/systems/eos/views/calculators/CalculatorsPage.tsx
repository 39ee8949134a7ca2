import { useDeferredValue, useState } from 'react';
import { CALCULATOR_GROUPS, CALCULATORS, calculatorMatches } from '../../rules';
import { CalculatorCard } from './CalculatorCard';

/** Every rule of the book no other page puts in front of the player, ready to run, grouped as the book is. */
export function CalculatorsPage() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = CALCULATORS.filter((calculator) => calculatorMatches(calculator, deferred));
  return (
    <section className="page" aria-labelledby="calculators-title">
      <h1 id="calculators-title">Calculators</h1>
      <p className="lede">
        Run any rule of the book with your own numbers: each answer shows its formula with the numbers filled in and the
        line of the rules it follows.
      </p>
      <div className="toolbar">
        <label className="field">
          Search calculators
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="torch, siege, falling…"
          />
        </label>
        <p aria-live="polite">
          {shown.length} of {CALCULATORS.length} calculators
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="empty">No calculator matches “{deferred}”.</p>
      ) : (
        CALCULATOR_GROUPS.map((group) => {
          const inGroup = shown.filter((calculator) => calculator.group === group.id);
          if (inGroup.length === 0) return null;
          return (
            <section key={group.id} className="calc-group" aria-labelledby={`calc-group-${group.id}`}>
              <h2 id={`calc-group-${group.id}`}>{group.title}</h2>
              <div className="calc-grid">
                {inGroup.map((calculator) => (
                  <CalculatorCard key={calculator.id} calculator={calculator} />
                ))}
              </div>
            </section>
          );
        })
      )}
    </section>
  );
}

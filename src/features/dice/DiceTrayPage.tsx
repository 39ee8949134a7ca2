import { useId, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDiceLanding } from '../../core/ui/dice-landing';
import { NumberStepper } from '../../core/ui/NumberStepper';
import { MAX_KEPT_DICE, rollDice, RulesError, type DiceTrayRoll } from '../../systems/eos/rules';
import { useRandomSource } from '../../systems/eos/views/combat/random-source';
import { useHeaderOffset } from '../../systems/eos/views/combat/use-header-offset';
import { useDiceTray, type TrayThrow } from './dice-tray-store';
import { paths } from '../../app/paths';

/** "+3", "−2", "" for 0: the modifier as it goes after the dice. */
function signed(value: number): string {
  return value === 0 ? '' : value > 0 ? `+${value}` : `-${-value}`;
}

const QUICK = ['d4', 'd6', '2d6', 'd8', 'd10', 'd12', 'd20', 'd100', '4d6kh3'];

/**
 * /dice: a general roller for anything the GM asks — d20 with a modifier, advantage and disadvantage, n d20 keeping
 * the best, and any NdM+K in notation — with a history, the result in numerals readable across the table.
 */
export function DiceTrayPage() {
  const { t } = useTranslation('dice');
  const random = useRandomSource();
  const modifier = useDiceTray((s) => s.modifier);
  const keepCount = useDiceTray((s) => s.keepCount);
  const notation = useDiceTray((s) => s.notation);
  const history = useDiceTray((s) => s.history);
  const error = useDiceTray((s) => s.error);
  const setModifier = useDiceTray((s) => s.setModifier);
  const setKeepCount = useDiceTray((s) => s.setKeepCount);
  const setNotation = useDiceTray((s) => s.setNotation);
  const rolled = useDiceTray((s) => s.rolled);
  const failed = useDiceTray((s) => s.failed);
  const clearHistory = useDiceTray((s) => s.clearHistory);
  const errorId = useId();
  const top = useHeaderOffset();
  const latest = history[0];

  function roll(label: string, dice: string) {
    try {
      rolled(label, dice, rollDice(dice, random));
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      failed(e.message);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (notation.trim() === '') return failed(t('writeDice'));
    roll(notation.trim(), notation);
  }

  const mod = signed(modifier);
  return (
    <section className="page dice-tray" aria-labelledby="dice-title">
      <h1 id="dice-title">{t('title')}</h1>
      <p className="lede">
        <Trans t={t} i18nKey="lede" components={{ combat: <Link to={paths.combat} /> }} />
      </p>
      <div className="dice-result" aria-live="polite" aria-atomic="true" style={{ top }}>
        {latest ? <LatestThrow key={latest.id} latest={latest} /> : <p className="dice-idle">{t('idle')}</p>}
      </div>

      <section className="card dice-controls" aria-labelledby="d20-title">
        <h2 id="d20-title">{t('d20')}</h2>
        <div className="dice-row">
          <div className="field">
            {t('modifier')}
            <NumberStepper label={t('modifier')} value={modifier} min={-100} onChange={setModifier} />
          </div>
          <button type="button" className="button primary dice-big" onClick={() => roll(`d20${mod}`, `1d20${mod}`)}>
            {`d20${mod}`}
          </button>
          <button
            type="button"
            className="button dice-big"
            onClick={() => roll(t('withAdvantage', { dice: `d20${mod}` }), `2d20kh1${mod}`)}
          >
            {t('advantage')}
          </button>
          <button
            type="button"
            className="button dice-big"
            onClick={() => roll(t('withDisadvantage', { dice: `d20${mod}` }), `2d20kl1${mod}`)}
          >
            {t('disadvantage')}
          </button>
        </div>
        <div className="dice-row">
          <div className="field">
            {t('thrown')}
            <NumberStepper
              label={t('thrown')}
              value={keepCount}
              min={1}
              onChange={(n) => setKeepCount(Math.min(n, MAX_KEPT_DICE))}
            />
          </div>
          <button
            type="button"
            className="button dice-big"
            onClick={() => roll(t('keepBest', { count: keepCount, modifier: mod }), `${keepCount}d20kh1${mod}`)}
          >
            {t('keepBestButton', { count: keepCount, modifier: mod })}
          </button>
        </div>
      </section>

      <section className="card dice-controls" aria-labelledby="any-title">
        <h2 id="any-title">{t('anyDice')}</h2>
        <form className="dice-row" onSubmit={submit} noValidate>
          <label className="field dice-notation">
            {t('notation')}
            <input
              value={notation}
              onChange={(e) => setNotation(e.target.value)}
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </label>
          <button type="submit" className="button primary dice-big">
            {t('roll')}
          </button>
        </form>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="dice-quick" role="group" aria-label={t('quick')}>
          {QUICK.map((q) => (
            <button key={q} type="button" className="button" onClick={() => roll(q, q)}>
              {q}
            </button>
          ))}
        </div>
      </section>

      <section className="card dice-history" aria-labelledby="history-title">
        <h2 id="history-title">{t('history')}</h2>
        {history.length === 0 ? (
          <p className="muted">{t('noThrows')}</p>
        ) : (
          <>
            <ol className="history-list" aria-label={t('throws')}>
              {history.map((thrown) => (
                <li key={thrown.id}>
                  <span className="history-label">{thrown.label}</span>
                  <span className="history-dice">{describeDice(thrown.roll, t)}</span>
                  <span className="history-total">{thrown.roll.total}</span>
                </li>
              ))}
            </ol>
            <button type="button" className="button" onClick={clearHistory}>
              {t('clear')}
            </button>
          </>
        )}
      </section>
    </section>
  );
}

/** "[14, 7] keeps 14, +3": every die, the kept ones when some are dropped, and the modifier. */
function describeDice(roll: DiceTrayRoll, t: TFunction<'dice'>): string {
  const { rolls, kept, expression } = roll;
  const all = `[${rolls.join(', ')}]`;
  const keeps = expression.keep === null ? '' : t('keeps', { kept: kept.join(', ') });
  const mod =
    expression.modifier === 0 ? '' : `, ${expression.modifier > 0 ? '+' : '−'}${Math.abs(expression.modifier)}`;
  return `${all}${keeps}${mod}`;
}

function LatestThrow({ latest }: { latest: TrayThrow }) {
  const { t } = useTranslation('dice');
  const { roll } = latest;
  const single = roll.expression.sides === 20 && roll.kept.length === 1 ? roll.kept[0] : null;
  const crit = single === 20 ? ' natural-20' : single === 1 ? ' natural-1' : '';
  const landing = useDiceLanding<HTMLDivElement>(latest.id);
  return (
    <div ref={landing} className={`dice-latest${crit}`}>
      <p className="dice-total">
        <span className="visually-hidden">{latest.label}: </span>
        {roll.total}
      </p>
      <p className="dice-detail">
        {latest.label} · {describeDice(roll, t)}
        {single === 20 && t('natural20')}
        {single === 1 && t('natural1')}
      </p>
    </div>
  );
}

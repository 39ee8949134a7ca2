import { memo } from 'react';
import { type DayChange, type DayLogLine, type DayPreview, type DaySummary, projectName } from '../../rules';
import { formatNumber } from '../character-sheet/format';

/**
 * "Preview the day": the consequences of the plan side by side with today — each character's HP, max HP after hunger,
 * starvation and stored fat, every stock line that changes, who goes hungry — before anything is written. The numbers
 * are previewDay's; the dice are the day's (the same ones "End the day" uses).
 */
export const PreviewPanel = memo(function PreviewPanel({
  preview,
  problem,
  names,
}: {
  preview: DayPreview | null;
  /** Why there is no preview (the plan is refused), in the rules' words. */
  problem: string | null;
  names: ReadonlyMap<string, string>;
}) {
  return (
    <section className="card preview" aria-labelledby="preview-title" aria-live="polite">
      <h2 id="preview-title">Preview: today → tomorrow</h2>
      {preview === null ? (
        <p className="empty">{problem ?? 'Plan the day to see what it does.'}</p>
      ) : (
        <PreviewBody preview={preview} names={names} />
      )}
    </section>
  );
});

function PreviewBody({ preview, names }: { preview: DayPreview; names: ReadonlyMap<string, string> }) {
  const { summary } = preview.result;
  const showFat = preview.characters.some((c) => c.fatStored.before !== 0 || c.fatStored.after !== 0);
  return (
    <>
      <SummaryLines summary={summary} names={names} />
      <div className="table-scroll">
        <table className="preview-table">
          <caption className="visually-hidden">Each character today and tomorrow</caption>
          <thead>
            <tr>
              <th scope="col">Character</th>
              <th scope="col">HP</th>
              <th scope="col">Max HP</th>
              <th scope="col">Starvation</th>
              {showFat && <th scope="col">Fat</th>}
            </tr>
          </thead>
          <tbody>
            {preview.characters.map((c) => (
              <tr key={c.characterId} className={summary.hungry.includes(c.characterId) ? 'preview-hungry' : undefined}>
                <th scope="row">{c.name}</th>
                <td>
                  <ChangeCell change={c.currentHp} />
                </td>
                <td>
                  <ChangeCell change={c.maxHp} />
                </td>
                <td>
                  <ChangeCell change={c.starvationReductionPercent} unit="%" lowerIsBetter />
                </td>
                {showFat && (
                  <td>
                    <ChangeCell change={c.fatStored} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.stock.length > 0 ? (
        <div className="table-scroll">
          <table className="preview-table preview-stock">
            <caption>Stock that changes</caption>
            <thead>
              <tr>
                <th scope="col">Stock</th>
                <th scope="col">Today → tomorrow</th>
              </tr>
            </thead>
            <tbody>
              {preview.stock.map((line) => (
                <tr key={line.label}>
                  <th scope="row">{line.label}</th>
                  <td>
                    <ChangeCell change={line.change} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="preview-note">The stock does not change.</p>
      )}
      <LogLines lines={preview.result.log} summary="What happens, line by line" />
    </>
  );
}

/** The day's headline: food, miles, what is finished, who goes hungry, falls or dies. */
export function SummaryLines({ summary, names }: { summary: DaySummary; names: ReadonlyMap<string, string> }) {
  const who = (ids: readonly string[]) => ids.map((id) => names.get(id) ?? 'someone').join(', ');
  const lines: { text: string; tone?: 'bad' | 'good' }[] = [
    {
      text: `Food: +${formatNumber(summary.foodGained)} gathered, −${formatNumber(summary.foodEaten)} eaten, −${formatNumber(summary.foodSpoiled)} spoiled${summary.foodPreserved > 0 ? `, ${formatNumber(summary.foodPreserved)} preserved` : ''}.`,
    },
  ];
  if (summary.milesTravelled > 0) lines.push({ text: `${formatNumber(summary.milesTravelled)} miles travelled.` });
  for (const f of summary.finished) {
    lines.push({ text: `Finished: ${projectName(f.spec)} for ${names.get(f.ownerId) ?? 'its owner'}.`, tone: 'good' });
  }
  if (summary.hungry.length > 0) lines.push({ text: `Hungry: ${who(summary.hungry)}.`, tone: 'bad' });
  if (summary.unconscious.length > 0) lines.push({ text: `Unconscious: ${who(summary.unconscious)}.`, tone: 'bad' });
  if (summary.dead.length > 0) lines.push({ text: `Dead: ${who(summary.dead)}.`, tone: 'bad' });
  for (const s of summary.skipped ?? []) {
    const task = s.slotIndex === null ? s.task : `task ${s.slotIndex + 1} (${s.task})`;
    lines.push({
      text: `Skipped, refused by the rules: ${names.get(s.characterId) ?? 'someone'}’s ${task}. ${s.reasons.join(' ')}`,
      tone: 'bad',
    });
  }
  for (const g of summary.pendingSkillGrants) {
    lines.push({
      text: `A new month: ${names.get(g.characterId) ?? 'someone'} gains ${g.points} time skill point${g.points === 1 ? '' : 's'} to assign on the sheet.`,
      tone: 'good',
    });
  }
  return (
    <ul className="day-summary">
      {lines.map((l) => (
        <li key={l.text} className={l.tone ? `day-summary-${l.tone}` : undefined}>
          {l.text}
        </li>
      ))}
    </ul>
  );
}

export function LogLines({ lines, summary }: { lines: readonly DayLogLine[]; summary: string }) {
  return (
    <details className="day-lines">
      <summary>
        {summary} ({lines.length})
      </summary>
      <ol>
        {lines.map((line, i) => (
          <li key={i} className={`day-line day-line-${line.phase}`}>
            <span className="day-line-phase">{line.phase}</span> {line.text}
          </li>
        ))}
      </ol>
    </details>
  );
}

function ChangeCell({
  change,
  unit = '',
  lowerIsBetter = false,
}: {
  change: DayChange;
  unit?: string;
  lowerIsBetter?: boolean;
}) {
  const delta = change.change;
  const tone = delta === 0 ? '' : delta > 0 !== lowerIsBetter ? ' change-up' : ' change-down';
  return (
    <span className={`change${tone}`}>
      {formatNumber(change.before)}
      {unit}
      {delta !== 0 && (
        <>
          {' '}
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">becomes</span> {formatNumber(change.after)}
          {unit}{' '}
          <span className="change-delta">
            ({delta > 0 ? '+' : '−'}
            {formatNumber(Math.abs(delta))})
          </span>
        </>
      )}
    </span>
  );
}

import type { Combatant, CombatSide, TimedEffect } from '../../rules';

const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 0.625 → "62.5%"; a tiny chance that is not zero never shows as "0%". */
export function formatPercent(p: number): string {
  if (p > 0 && p < 0.0005) return '<0.1%';
  return percentFormat.format(p);
}

/** 7.25 → "7.3"; −3 → "−3". */
export function formatAmount(value: number): string {
  return oneDecimal.format(value).replace('-', '−');
}

/** "+5", "−2", "+0": a modifier as the table says it. */
export function formatModifier(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}

export const SIDE_LABEL: Record<CombatSide, string> = { party: 'Party', foe: 'Opponent' };

/** "Bleeding 2 per round, 3 rounds left" — what an effect on a combatant shows. */
export function effectLabel(effect: TimedEffect, combatants: readonly Combatant[]): string {
  const rounds = (n: number) => `${n} round${n === 1 ? '' : 's'} left`;
  switch (effect.kind) {
    case 'immobilized':
      return `Immobilized, ${rounds(effect.rounds)}${effect.trapDifficulty === null ? '' : ` (trap difficulty ${effect.trapDifficulty})`}`;
    case 'bleeding':
      return `Bleeding ${effect.perRound} per round, ${rounds(effect.rounds)}`;
    case 'custom':
      return `${effect.label}, ${rounds(effect.rounds)}`;
    case 'stealth-flag':
      return `Unaware of ${combatants.find((c) => c.id === effect.ownerId)?.name ?? 'someone'} (stealth flag)`;
  }
}

import type { CSSProperties } from 'react';
import { combatantHealth, deathHp, type Combatant } from '../../rules';
import { HEALTH_LABEL } from '../character-sheet/format';

/**
 * A combatant's HP, big enough to read across the table: the bar fills with the HP left; below zero (unconscious) it
 * fills towards death in red, and the dead are struck through. A meter for screen readers.
 */
export function CombatHpBar({ combatant }: { combatant: Combatant }) {
  const { hp, maxHp } = combatant;
  const health = combatantHealth(combatant);
  const dead = deathHp(maxHp);
  const fraction = maxHp === 0 ? 0 : hp >= 0 ? hp / maxHp : Math.min(1, hp / dead);
  const state = HEALTH_LABEL[health];
  return (
    <div className={`combat-hp health-${health}`}>
      <p className="combat-hp-readout">
        <span className="combat-hp-numbers">
          <span className="combat-hp-current">{hp < 0 ? `−${-hp}` : hp}</span>
          <span className="combat-hp-max"> / {maxHp} HP</span>
        </span>
        <span className={`badge hp-state hp-state-${health}`}>{state}</span>
      </p>
      <div
        className={`combat-hp-bar${hp < 0 ? ' negative' : ''}`}
        role="meter"
        aria-label={`${combatant.name}'s hit points`}
        aria-valuemin={dead}
        aria-valuemax={maxHp}
        aria-valuenow={hp}
        aria-valuetext={`${hp} of ${maxHp} HP, ${state.toLowerCase()}`}
      >
        <div className="combat-hp-fill" style={{ '--hp-fill': Math.max(0, Math.min(1, fraction)) } as CSSProperties} />
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { listStats, type CharacterSheet } from '../../rules';
import { DerivedNumber, Fact } from './Fact';
import { HEALTH_LABEL } from './format';

/** A titled card of the sheet. `id` names it for screen readers (aria-labelledby) and for in-page links. */
export function SheetSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card sheet-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export function StatsSection({ sheet }: { sheet: CharacterSheet }) {
  return (
    <SheetSection id="stats" title="Stats">
      <dl className="sheet-facts sheet-stats">
        {listStats().map((stat) => (
          <Fact
            key={stat.id}
            label={stat.name}
            derived={sheet.summary.stats[stat.id]}
            note={stat.used ? `max ${sheet.summary.stats[stat.id].cap}` : 'not used by the rules'}
          />
        ))}
        <Fact label="Stat points" derived={sheet.statPoints.total} note={`${sheet.statPoints.assigned} assigned`} />
      </dl>
    </SheetSection>
  );
}

export function HealthSection({ sheet }: { sheet: CharacterSheet }) {
  return (
    <SheetSection id="health" title="Health">
      <dl className="sheet-facts">
        <Fact label="Max HP" derived={sheet.maxHp} />
        <Fact label="Current HP" derived={sheet.currentHp} />
        <Fact label="Unconscious at" derived={sheet.unconsciousAt} unit="HP" />
        <Fact label="Dead at" derived={sheet.deadAt} unit="HP" />
        <div className="sheet-fact">
          <dt>State</dt>
          <dd className={`health-${sheet.health}`}>{HEALTH_LABEL[sheet.health]}</dd>
        </div>
        {sheet.regeneration && <Fact label="Regeneration" derived={sheet.regeneration} unit="HP a round" />}
      </dl>
    </SheetSection>
  );
}

export function MovementSection({ sheet }: { sheet: CharacterSheet }) {
  return (
    <SheetSection id="movement" title="Movement">
      <dl className="sheet-facts">
        <Fact label="Move in combat" derived={sheet.combatMove} unit="tiles" />
        <Fact label="Daily miles on road" derived={sheet.dailyMiles.road} unit="mi" />
        <Fact label="Daily miles off road" derived={sheet.dailyMiles.offRoad} unit="mi" />
      </dl>
    </SheetSection>
  );
}

export function SurvivalSection({ sheet }: { sheet: CharacterSheet }) {
  return (
    <SheetSection id="survival" title="Survival">
      <dl className="sheet-facts">
        <Fact label="Food per day" derived={sheet.foodPerDay} />
        <Fact label="Natural armor tier" derived={sheet.naturalArmor} />
        {sheet.naturalWeapons && <Fact label="Natural weapons tier" derived={sheet.naturalWeapons} />}
        <Fact label="Environment armor" derived={sheet.environmentArmor} />
        {sheet.bedroll && <Fact label="Bedroll" derived={sheet.bedroll} unit="cold armor" />}
      </dl>
      <h3 className="sheet-subhead">Containers</h3>
      {sheet.containers.length === 0 ? (
        <p className="sheet-none">No pouch or backpack.</p>
      ) : (
        <ul className="sheet-lines">
          {sheet.containers.map((line) => (
            <li key={line.item.id}>
              <span className="sheet-line-name">
                {line.item.name} <span className="sheet-tier">{line.tier.text}</span>
                {line.item.holds && <span className="sheet-fact-note"> for {line.item.holds}</span>}
              </span>
              <span>
                <DerivedNumber label={`${line.item.name} capacity`} derived={line.slots} unit="slots" />
                <span className="sheet-fact-note"> · needs Body {line.bodyNeeded}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SheetSection>
  );
}

export function ArmorSection({ sheet }: { sheet: CharacterSheet }) {
  return (
    <SheetSection id="armor" title="Armor">
      <dl className="sheet-facts">
        <Fact label="Against the front" derived={sheet.armor.front} />
        <Fact label="Against the rear" derived={sheet.armor.rear} />
      </dl>
    </SheetSection>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listStats, type CharacterSheet } from '../../rules';
import { DerivedNumber, Fact } from './Fact';
import { healthLabel, tierText } from './format';

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
  const { t } = useTranslation('eos-sheet');
  return (
    <SheetSection id="stats" title={t('stats.title')}>
      <dl className="sheet-facts sheet-stats">
        {listStats().map((stat) => (
          <Fact
            key={stat.id}
            label={stat.name}
            derived={sheet.summary.stats[stat.id]}
            note={stat.used ? t('stats.max', { cap: sheet.summary.stats[stat.id].cap }) : t('stats.notUsed')}
          />
        ))}
        <Fact
          label={t('stats.points')}
          derived={sheet.statPoints.total}
          note={t('stats.assigned', { count: sheet.statPoints.assigned })}
        />
      </dl>
    </SheetSection>
  );
}

export function HealthSection({ sheet }: { sheet: CharacterSheet }) {
  const { t } = useTranslation('eos-sheet');
  return (
    <SheetSection id="health" title={t('health.title')}>
      <dl className="sheet-facts">
        <Fact label={t('health.maxHp')} derived={sheet.maxHp} />
        <Fact label={t('health.currentHp')} derived={sheet.currentHp} />
        <Fact label={t('health.unconsciousAt')} derived={sheet.unconsciousAt} unit={t('unit.hp')} />
        <Fact label={t('health.deadAt')} derived={sheet.deadAt} unit={t('unit.hp')} />
        <div className="sheet-fact">
          <dt>{t('health.state.label')}</dt>
          <dd className={`health-${sheet.health}`}>{healthLabel(t, sheet.health)}</dd>
        </div>
        {sheet.regeneration && (
          <Fact label={t('health.regeneration')} derived={sheet.regeneration} unit={t('unit.hpARound')} />
        )}
      </dl>
    </SheetSection>
  );
}

export function MovementSection({ sheet }: { sheet: CharacterSheet }) {
  const { t } = useTranslation('eos-sheet');
  return (
    <SheetSection id="movement" title={t('movement.title')}>
      <dl className="sheet-facts">
        <Fact label={t('movement.combatMove')} derived={sheet.combatMove} unit={t('unit.tiles')} />
        <Fact label={t('movement.road')} derived={sheet.dailyMiles.road} unit={t('unit.miles')} />
        <Fact label={t('movement.offRoad')} derived={sheet.dailyMiles.offRoad} unit={t('unit.miles')} />
      </dl>
    </SheetSection>
  );
}

export function SurvivalSection({ sheet }: { sheet: CharacterSheet }) {
  const { t } = useTranslation('eos-sheet');
  return (
    <SheetSection id="survival" title={t('survival.title')}>
      <dl className="sheet-facts">
        <Fact label={t('survival.food')} derived={sheet.foodPerDay} />
        <Fact label={t('survival.naturalArmor')} derived={sheet.naturalArmor} />
        {sheet.naturalWeapons && <Fact label={t('survival.naturalWeapons')} derived={sheet.naturalWeapons} />}
        <Fact label={t('survival.environmentArmor')} derived={sheet.environmentArmor} />
        {sheet.bedroll && <Fact label={t('survival.bedroll')} derived={sheet.bedroll} unit={t('unit.coldArmor')} />}
      </dl>
      <h3 className="sheet-subhead">{t('survival.containers')}</h3>
      {sheet.containers.length === 0 ? (
        <p className="sheet-none">{t('survival.noContainers')}</p>
      ) : (
        <ul className="sheet-lines">
          {sheet.containers.map((line) => (
            <li key={line.item.id}>
              <span className="sheet-line-name">
                {line.item.name} <span className="sheet-tier">{tierText(t, line.tier)}</span>
                {line.item.holds && (
                  <span className="sheet-fact-note"> {t('survival.holds', { what: line.item.holds })}</span>
                )}
              </span>
              <span>
                <DerivedNumber
                  label={t('survival.capacity', { name: line.item.name })}
                  derived={line.slots}
                  unit={t('unit.slots')}
                />
                <span className="sheet-fact-note"> · {t('survival.needsBody', { body: line.bodyNeeded })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SheetSection>
  );
}

export function ArmorSection({ sheet }: { sheet: CharacterSheet }) {
  const { t } = useTranslation('eos-sheet');
  return (
    <SheetSection id="armor" title={t('armor.title')}>
      <dl className="sheet-facts">
        <Fact label={t('armor.front')} derived={sheet.armor.front} />
        <Fact label={t('armor.rear')} derived={sheet.armor.rear} />
      </dl>
    </SheetSection>
  );
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../../core/i18n/format';
import type { CharacterSheet, WeaponLine } from '../../rules';
import { SheetSection } from './DerivedSections';
import { DerivedNumber } from './Fact';
import { formulaText, tierText } from './format';

function weaponTitle(line: WeaponLine, t: TFunction): string {
  if (line.item === null) return line.tier === null ? t('weapons.bareHands') : t('weapons.natural');
  return line.item.name;
}

/** Every way this character fights: bare hands (or claws) first, then each carried weapon, with this character's numbers. */
export function WeaponsSection({ sheet }: { sheet: CharacterSheet }) {
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
  return (
    <SheetSection id="weapons" title={t('weapons.title')}>
      <ul className="sheet-weapons">
        {sheet.weapons.map((line) => {
          const title = weaponTitle(line, t);
          return (
            <li key={line.item?.id ?? line.kind} className="sheet-weapon">
              <h3>
                {title}{' '}
                <span className="sheet-fact-note">
                  {line.kindName}
                  {line.tier && `, ${tierText(t, line.tier)}`}
                </span>
              </h3>
              {!line.usable.ok && (
                <p className="sheet-problem">{t('weapons.unusable', { reason: line.usable.reason })}</p>
              )}
              <dl className="sheet-facts sheet-weapon-facts">
                <div className="sheet-fact">
                  <dt>{t('weapons.attack')}</dt>
                  <dd>
                    {t('weapons.roll')}{' '}
                    <DerivedNumber label={t('weapons.attackLabel', { weapon: title })} derived={line.attack} />
                  </dd>
                </div>
                <div className="sheet-fact">
                  <dt>{t('weapons.defence')}</dt>
                  <dd>
                    {t('weapons.roll')}{' '}
                    <DerivedNumber label={t('weapons.defenceLabel', { weapon: title })} derived={line.defence} />
                  </dd>
                </div>
                {line.damage && (
                  <div className="sheet-fact sheet-fact-wide">
                    <dt>{t('weapons.damage')}</dt>
                    <dd className="sheet-damage">{formulaText(line.damage.formula, t, formats)}</dd>
                  </div>
                )}
                {line.range && (
                  <div className="sheet-fact">
                    <dt>{t('weapons.range')}</dt>
                    <dd>
                      <DerivedNumber
                        label={t('weapons.rangeLabel', { weapon: title })}
                        derived={line.range}
                        unit={t('unit.tiles')}
                      />
                    </dd>
                  </div>
                )}
                {line.guaranteedHit && (
                  <div className="sheet-fact">
                    <dt>{t('weapons.sureHit')}</dt>
                    <dd>
                      <DerivedNumber
                        label={t('weapons.sureHitLabel', { weapon: title })}
                        derived={line.guaranteedHit}
                        unit={t('unit.tiles')}
                      />
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
      <p className="sheet-hint">{t('weapons.hint')}</p>
    </SheetSection>
  );
}

import type { CharacterSheet, WeaponLine } from '../../rules';
import { SheetSection } from './DerivedSections';
import { DerivedNumber } from './Fact';

function weaponTitle(line: WeaponLine): string {
  if (line.item === null) return line.tier === null ? 'Bare hands' : 'Natural weapons';
  return line.item.name;
}

/** Every way this character fights: bare hands (or claws) first, then each carried weapon, with this character's numbers. */
export function WeaponsSection({ sheet }: { sheet: CharacterSheet }) {
  return (
    <SheetSection id="weapons" title="Weapons">
      <ul className="sheet-weapons">
        {sheet.weapons.map((line) => {
          const title = weaponTitle(line);
          return (
            <li key={line.item?.id ?? line.kind} className="sheet-weapon">
              <h3>
                {title}{' '}
                <span className="sheet-fact-note">
                  {line.kindName}
                  {line.tier && `, ${line.tier.text}`}
                </span>
              </h3>
              {!line.usable.ok && <p className="sheet-problem">Cannot be used: {line.usable.reason}</p>}
              <dl className="sheet-facts sheet-weapon-facts">
                <div className="sheet-fact">
                  <dt>Attack</dt>
                  <dd>
                    1d20 + <DerivedNumber label={`${title} attack modifier`} derived={line.attack} />
                  </dd>
                </div>
                <div className="sheet-fact">
                  <dt>Defence</dt>
                  <dd>
                    1d20 + <DerivedNumber label={`${title} defence modifier`} derived={line.defence} />
                  </dd>
                </div>
                {line.damage && (
                  <div className="sheet-fact sheet-fact-wide">
                    <dt>Damage</dt>
                    <dd className="sheet-damage">{line.damage.formula}</dd>
                  </div>
                )}
                {line.range && (
                  <div className="sheet-fact">
                    <dt>Range</dt>
                    <dd>
                      <DerivedNumber label={`${title} range`} derived={line.range} unit="tiles" />
                    </dd>
                  </div>
                )}
                {line.guaranteedHit && (
                  <div className="sheet-fact">
                    <dt>Sure hit within</dt>
                    <dd>
                      <DerivedNumber
                        label={`${title} guaranteed-hit range`}
                        derived={line.guaranteedHit}
                        unit="tiles"
                      />
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
      <p className="sheet-hint">
        Damage: “diff” is how much the attack roll beat the defence roll; the target&apos;s armor is subtracted last.
      </p>
    </SheetSection>
  );
}

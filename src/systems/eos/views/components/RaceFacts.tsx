import { baseHp, foodPerDay, meleeDamageModifier, weaponRangeBonus, type Race } from '../../rules';
import { food, footprintLabel, naturalArmorLabel, range, signed } from './race-format';

/**
 * A race card's numbers (from the rules engine) and its specials, shared by the race reference and the builder.
 * `full` adds the card's natural armor, height and life expectancy.
 */
export function RaceFacts({ race, full = false }: { race: Race; full?: boolean }) {
  return (
    <>
      <dl className="stat-list">
        <div>
          <dt>Size</dt>
          <dd>{footprintLabel(race)}</dd>
        </div>
        <div>
          <dt>Move</dt>
          <dd>{race.move}</dd>
        </div>
        <div>
          <dt>Food/day</dt>
          <dd>{food(foodPerDay(race.id))}</dd>
        </div>
        <div>
          <dt>Base HP</dt>
          <dd>{baseHp(race.id)}</dd>
        </div>
        <div>
          <dt>Melee dmg</dt>
          <dd>{signed(meleeDamageModifier(race.id))}</dd>
        </div>
        <div>
          <dt>Range</dt>
          <dd>{signed(weaponRangeBonus(race.id))}</dd>
        </div>
        {full && (
          <>
            <div>
              <dt>Nat. armor</dt>
              <dd>{naturalArmorLabel(race)}</dd>
            </div>
            <div>
              <dt>Height</dt>
              <dd>{range(race.heightFeet, 'ft')}</dd>
            </div>
            <div>
              <dt>Lives</dt>
              <dd>{race.lifeExpectancyYears} years</dd>
            </div>
          </>
        )}
      </dl>
      <ul className="specials" aria-label={`${race.name} specials`}>
        {race.specials.map((special) => (
          <li key={special.name}>
            <details>
              <summary>{special.name}</summary>
              <p>{special.text.replace(/[¹²³⁴⁵]/g, '')}</p>
              {special.footnotes.map((note) => (
                <p key={note}>{note}</p>
              ))}
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

import { listSkills, type CharacterSheet } from '../../rules';
import { SheetSection } from './DerivedSections';
import { DerivedNumber } from './Fact';
import { useSheetMode } from './sheet-mode';

/** Each skill the character has: time + combat + racial points = total, and the most it may reach. */
export function SkillsSection({ sheet }: { sheet: CharacterSheet }) {
  // On paper the Time, Cmb and Racial columns are the formula of the total.
  const onPaper = useSheetMode() === 'print';
  const skills = listSkills().flatMap((skill) => {
    const level = sheet.summary.skills[skill.id];
    return level ? [{ skill, level }] : [];
  });
  return (
    <SheetSection id="skills" title="Skills">
      {skills.length === 0 ? (
        <p className="sheet-none">No skills yet.</p>
      ) : (
        <div className="sheet-table-wrap">
          <table className="sheet-table">
            <thead>
              <tr>
                <th scope="col">Skill</th>
                <th scope="col">
                  <abbr title="Time (passive) points">Time</abbr>
                </th>
                <th scope="col">
                  <abbr title="Combat points">Cmb</abbr>
                </th>
                <th scope="col">Racial</th>
                <th scope="col">Total</th>
                <th scope="col">Cap</th>
              </tr>
            </thead>
            <tbody>
              {skills.map(({ skill, level }) => (
                <tr key={skill.id}>
                  <th scope="row">{skill.name}</th>
                  <td>{level.time}</td>
                  <td>{level.combat}</td>
                  <td>{level.free}</td>
                  <td className="sheet-total">
                    {onPaper ? (
                      level.total
                    ) : (
                      <DerivedNumber label={skill.name} derived={{ value: level.total, formula: level.formula }} />
                    )}
                  </td>
                  <td>{level.cap}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="sheet-hint">
        “Skill points from Time may not be higher than the Mind stat in any skill”: at most Mind{' '}
        {sheet.summary.stats.mind.value} time points in one skill.
      </p>
    </SheetSection>
  );
}

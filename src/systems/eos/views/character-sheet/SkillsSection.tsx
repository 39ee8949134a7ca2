import { useTranslation } from 'react-i18next';
import { listSkills, type CharacterSheet } from '../../rules';
import { SheetSection } from './DerivedSections';
import { DerivedNumber } from './Fact';
import { useSheetMode } from './sheet-mode';

/** Each skill the character has: time + combat + racial points = total, and the most it may reach. */
export function SkillsSection({ sheet }: { sheet: CharacterSheet }) {
  // On paper the Time, Cmb and Racial columns are the formula of the total.
  const { t } = useTranslation('eos-sheet');
  const onPaper = useSheetMode() === 'print';
  const skills = listSkills().flatMap((skill) => {
    const level = sheet.summary.skills[skill.id];
    return level ? [{ skill, level }] : [];
  });
  return (
    <SheetSection id="skills" title={t('skills.title')}>
      {skills.length === 0 ? (
        <p className="sheet-none">{t('skills.none')}</p>
      ) : (
        <div className="sheet-table-wrap">
          <table className="sheet-table">
            <thead>
              <tr>
                <th scope="col">{t('skills.skill')}</th>
                <th scope="col">
                  <abbr title={t('skills.timeLong')}>{t('skills.timeShort')}</abbr>
                </th>
                <th scope="col">
                  <abbr title={t('skills.combatLong')}>{t('skills.combatShort')}</abbr>
                </th>
                <th scope="col">{t('skills.racial')}</th>
                <th scope="col">{t('skills.total')}</th>
                <th scope="col">{t('skills.cap')}</th>
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
      <p className="sheet-hint">{t('skills.timeCap', { mind: sheet.summary.stats.mind.value })}</p>
    </SheetSection>
  );
}

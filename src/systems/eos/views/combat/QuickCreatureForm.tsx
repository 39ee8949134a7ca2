import { useId, useState, type FormEvent } from 'react';
import { combatSpecialChoices, creatureSizeChoices, heldWeaponKinds, type QuickCreature } from '../../rules';
import { CREATURE_SKILLS, creatureFromDraft, type CreatureDraft, type WeaponDraft } from './creature-form';

const SIZES = creatureSizeChoices();
const SPECIALS = combatSpecialChoices();
const WEAPON_KINDS = heldWeaponKinds();

/**
 * The GM's quick opponent: "name, size, HP, Reflex, Body, the skill values they fight with, weapon and armor tiers",
 * natural armor and weapons, and race specials. Adds it to the fight (any number of times) and, by default, saves it
 * as a template for later fights.
 */
export function QuickCreatureForm({
  draft,
  onChange,
  onSubmit,
  editing,
}: {
  draft: CreatureDraft;
  onChange: (draft: CreatureDraft) => void;
  onSubmit: (creature: QuickCreature, options: { count: number; saveTemplate: boolean }) => Promise<void>;
  /** The template being changed, if any: the form then saves over it. */
  editing: string | null;
}) {
  const [count, setCount] = useState('1');
  const [saveTemplate, setSaveTemplate] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const set = (change: Partial<CreatureDraft>) => onChange({ ...draft, ...change });
  const size = SIZES.find((s) => s.id === draft.sizeCategory) ?? SIZES[1]!;
  const fixedTiles = size.minTiles === size.maxTiles;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const made = creatureFromDraft(draft);
    if ('problem' in made) return setProblem(made.problem);
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > 20) return setProblem('Add from 1 to 20 of this creature at once.');
    setProblem(null);
    await onSubmit(made.creature, { count: n, saveTemplate });
  }

  function setWeapon(key: number, change: Partial<WeaponDraft>) {
    set({ weapons: draft.weapons.map((w) => (w.key === key ? { ...w, ...change } : w)) });
  }

  const field = (label: string, key: keyof CreatureDraft, hint?: string) => (
    <div className="field">
      <label htmlFor={`creature-${key}`}>{label}</label>
      <input
        id={`creature-${key}`}
        inputMode="numeric"
        value={draft[key] as string}
        onChange={(e) => set({ [key]: e.target.value })}
        aria-describedby={[hint ? `creature-${key}-hint` : '', problem ? errorId : ''].join(' ').trim() || undefined}
      />
      {hint && (
        <span id={`creature-${key}-hint`} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  );

  return (
    <form className="creature-form" onSubmit={submit} aria-label="Quick creature" noValidate>
      <fieldset>
        <legend>Who</legend>
        <div className="creature-grid">
          <label className="field">
            Name
            <input value={draft.name} onChange={(e) => set({ name: e.target.value })} />
          </label>
          <label className="field">
            Size
            <select
              value={draft.sizeCategory}
              onChange={(e) => {
                const next = SIZES.find((s) => s.id === e.target.value)!;
                set({ sizeCategory: next.id, tiles: String(next.generalTiles) });
              }}
            >
              {SIZES.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          {!fixedTiles && field('Tiles', 'tiles', `${size.minTiles} to ${size.maxTiles}`)}
          {field('Max HP', 'maxHp')}
          {field('Body', 'body')}
          {field('Reflex', 'reflex')}
          {field('Presence', 'presence')}
          {field('Mind (optional)', 'mind')}
          {field('Move (tiles)', 'move')}
          {field('Combat level', 'combatLevel')}
        </div>
      </fieldset>
      <fieldset>
        <legend>Skills it fights with</legend>
        <div className="creature-grid creature-skills">
          {CREATURE_SKILLS.map((skill) => (
            <label className="field" key={skill.id}>
              {skill.name}
              <input
                inputMode="numeric"
                placeholder="0"
                value={draft.skills[skill.id] ?? ''}
                onChange={(e) => set({ skills: { ...draft.skills, [skill.id]: e.target.value } })}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Weapons and armor</legend>
        <ul className="stack creature-weapons" aria-label="Weapons">
          {draft.weapons.map((w, i) => (
            <li key={w.key} className="creature-weapon">
              <label className="field">
                Weapon {i + 1}
                <select
                  value={w.kind}
                  onChange={(e) => setWeapon(w.key, { kind: e.target.value as WeaponDraft['kind'] })}
                >
                  {WEAPON_KINDS.map((k) => (
                    <option key={k.id} value={k.id}>
                      {k.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                Tier
                <input
                  inputMode="numeric"
                  value={w.tier}
                  onChange={(e) => setWeapon(w.key, { tier: e.target.value })}
                />
              </label>
              <label className="field">
                Name (optional)
                <input value={w.name} onChange={(e) => setWeapon(w.key, { name: e.target.value })} />
              </label>
              {WEAPON_KINDS.find((k) => k.id === w.kind)?.family === 'firearm' && (
                <label className="field">
                  Bullet tier
                  <input
                    inputMode="numeric"
                    value={w.bulletTier}
                    onChange={(e) => setWeapon(w.key, { bulletTier: e.target.value })}
                  />
                </label>
              )}
              <button
                type="button"
                className="button"
                onClick={() => set({ weapons: draft.weapons.filter((x) => x.key !== w.key) })}
              >
                Remove<span className="visually-hidden"> weapon {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button"
          onClick={() =>
            set({
              weapons: [
                ...draft.weapons,
                {
                  key: Math.max(0, ...draft.weapons.map((w) => w.key)) + 1,
                  kind: 'main-hand-melee',
                  tier: '1',
                  name: '',
                  bulletTier: '',
                },
              ],
            })
          }
        >
          Add a weapon
        </button>
        <div className="creature-grid">
          {field('Armor tier', 'armorTier', '0 for none')}
          {field('Shield tier', 'shieldTier', 'empty for none')}
          {field('Natural armor', 'naturalArmor', '0 for none')}
          {field('Natural weapons (claws) tier', 'naturalWeapon', 'empty for none')}
        </div>
      </fieldset>
      <details className="creature-specials">
        <summary>Specials ({draft.specials.length} chosen)</summary>
        <ul className="specials-choice">
          {SPECIALS.map((s) => (
            <li key={s.id}>
              <label className="check">
                <input
                  type="checkbox"
                  aria-describedby={`special-${s.id}`}
                  checked={draft.specials.includes(s.id)}
                  onChange={(e) =>
                    set({
                      specials: e.target.checked ? [...draft.specials, s.id] : draft.specials.filter((x) => x !== s.id),
                    })
                  }
                />
                <span>
                  <strong>{s.name}</strong> ({s.raceName})
                </span>
              </label>
              <p id={`special-${s.id}`} className="special-text">
                {s.text}
              </p>
            </li>
          ))}
        </ul>
      </details>
      <div className="toolbar creature-submit">
        <label className="field count-field">
          How many
          <input inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
        </label>
        <label className="check">
          <input type="checkbox" checked={saveTemplate} onChange={(e) => setSaveTemplate(e.target.checked)} />
          <span>{editing ? 'Save the changes to the template' : 'Save as a template for later fights'}</span>
        </label>
        <button type="submit" className="button primary">
          Add to the fight
        </button>
      </div>
      {problem && (
        <p id={errorId} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

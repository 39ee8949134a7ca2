import { useId, type ReactNode } from 'react';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
import {
  CARRY_SLOTS,
  containerSlots,
  listSkills,
  listTieredContainers,
  protectionChoices,
  RulesError,
  SIZE_CATEGORY_IDS,
  WEAPON_KINDS,
  type CarrySlot,
  type CharacterGear,
  type GearItem,
  type ProtectionKind,
  type Race,
  type SizeCategoryId,
  type SkillId,
  type Violation,
} from '../../rules';
import { useBuilder } from './builder-store';
import { chosenRace, draftSummary, withOneMore } from './derive';
import { FieldProblems } from './FieldProblems';
import { gearChangeBlocked, itemField, itemViolations, newItem, slotPlace, type GearList } from './gear-edits';
import { NeedsRace } from './NeedsRace';
import { SIZE_NAMES } from './RaceStep';
import { violationsAt } from './steps';
import type { StepProps } from './step-props';

/** Weapons that are items (bare hands and claws are not carried). */
const WEAPON_CHOICES = WEAPON_KINDS.filter((k) => k.id !== 'unarmed-melee' && k.id !== 'natural-weapon');

/** A weapon kind's numbers from the book (data/eos/weapons.json): "2 hands · range 15 tiles · Body ≥ tier". */
export function weaponNumbers(kind: (typeof WEAPON_KINDS)[number]): string {
  const parts = [kind.hands === 0 ? 'mounted or crewed' : `${kind.hands} hand${kind.hands === 1 ? '' : 's'}`];
  if (kind.rangeTiles !== null) parts.push(`range ${kind.rangeTiles} tile${kind.rangeTiles === 1 ? '' : 's'}`);
  if (kind.guaranteedHit === 'skill') parts.push('sure hit within skill level in tiles');
  if (kind.guaranteedHit === 'double-skill') parts.push('sure hit within twice the skill level in tiles');
  if (kind.reloadActions !== null && kind.reloadActions > 0)
    parts.push(`reload ${kind.reloadActions} action${kind.reloadActions === 1 ? '' : 's'}`);
  if (kind.bodyRequirement === 'tier') parts.push('needs Body ≥ its tier');
  if (kind.bodyRequirement === 'none') parts.push('no Body needed');
  if (kind.bodyRequirement === 'mounted-xl-only') parts.push('carried only by extra-large races');
  return parts.join(' · ');
}
const TOOLKIT_SKILLS = listSkills().filter((s) => s.toolMultipliers !== null);
const CONTAINERS = listTieredContainers();

/**
 * Step 4: what the character wears and carries. Every item is made for a creature size and has a tier; gearViolations
 * checks Body against tiers, armor and cloaks against the Body allowance, clothing sets, carry-slot places and sizes,
 * and each problem is shown under the item it concerns.
 */
export function GearStep({ violations }: StepProps) {
  const build = useBuilder((s) => s.draft.build);
  const gear = useBuilder((s) => s.draft.gear);
  const editGear = useBuilder((s) => s.editGear);
  const race = chosenRace(build);
  if (race === null) return <NeedsRace title="Gear" />;
  const size = race.sizeCategory;
  const body = draftSummary(build)?.stats.body.value ?? null;

  const cloaksBlocked = gearChangeBlocked(build, gear, (g) => void (g.cloaks += 1), 'gear.cloaks');
  const bedrollBlocked = gearChangeBlocked(
    build,
    gear,
    (g) => void (g.bedrollTier = (g.bedrollTier ?? 0) + 1),
    'gear.bedrollTier',
  );

  return (
    <section className="builder-step gear-step" aria-labelledby="gear-step-title">
      <h2 id="gear-step-title">Gear</h2>
      <p className="step-hint">
        Gear needs Body at least its tier; armor and cloaks share the Body allowance; each carry slot holds one weapon,
        one toolkit and one pouch. A {race.name} uses only {SIZE_NAMES[size].toLowerCase()} gear. Starting gear is up to
        your GM.
      </p>

      <GearSection
        title="Weapons"
        addLabel="Add weapon"
        onAdd={() =>
          editGear((g) => {
            g.weapons.push({ ...newItem('', 1, size), kind: 'main-hand-melee', slot: null });
          })
        }
        catalogue={
          <label className="field">
            Add a weapon from the book
            <select
              value=""
              onChange={(e) => {
                const kind = WEAPON_CHOICES.find((k) => k.id === e.target.value);
                if (kind)
                  editGear((g) => void g.weapons.push({ ...newItem(kind.name, 1, size), kind: kind.id, slot: null }));
              }}
            >
              <option value="">Choose a weapon…</option>
              {WEAPON_CHOICES.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}: {weaponNumbers(k)}
                </option>
              ))}
            </select>
          </label>
        }
      >
        {gear.weapons.map((weapon) => {
          const field = itemField('weapons', weapon.id);
          return (
            <ItemEditor
              key={weapon.id}
              list="weapons"
              item={weapon}
              what="Weapon"
              violations={itemViolations(violations, field, slotPlace(weapon.slot, 'weapon'))}
              note={(() => {
                const kind = WEAPON_KINDS.find((k) => k.id === weapon.kind);
                return kind ? `${kind.name}: ${weaponNumbers(kind)}.` : undefined;
              })()}
            >
              <SelectField
                label="Type"
                value={weapon.kind}
                options={WEAPON_CHOICES.map((k) => [k.id, k.name])}
                onChange={(kind) =>
                  editGear((g) => {
                    const w = g.weapons.find((x) => x.id === weapon.id);
                    if (w) w.kind = kind as typeof w.kind;
                  })
                }
              />
              <SlotField
                value={weapon.slot}
                onChange={(slot) =>
                  editGear((g) => {
                    const w = g.weapons.find((x) => x.id === weapon.id);
                    if (w) w.slot = slot;
                  })
                }
              />
            </ItemEditor>
          );
        })}
      </GearSection>

      <GearSection
        title="Armor"
        addLabel="Add armor suit"
        onAdd={() => editGear((g) => void g.armor.push(newItem('', 1, size)))}
        problems={violationsAt(violations, 'gear.armor')}
        catalogue={
          <ProtectionCatalogue
            kind="armor"
            body={body}
            onChoose={(choice) => editGear((g) => void g.armor.push(newItem(choice.name, choice.tier, size)))}
          />
        }
      >
        {gear.armor.map((suit) => (
          <ItemEditor
            key={suit.id}
            list="armor"
            item={suit}
            what="Armor"
            violations={itemViolations(violations, itemField('armor', suit.id), null)}
          />
        ))}
      </GearSection>

      <section className="gear-section" aria-labelledby="gear-cloaks">
        <h3 id="gear-cloaks">Cloaks</h3>
        <p className="step-hint">Bushcrafter’s Cloaks (Tier 1): +1 against the cold each, one Body point each.</p>
        <NumberStepper
          label="Cloaks worn"
          value={gear.cloaks}
          onChange={(cloaks) => editGear((g) => void (g.cloaks = cloaks))}
          plusBlocked={cloaksBlocked ? withOneMore(cloaksBlocked) : null}
          invalid={violationsAt(violations, 'gear.cloaks').length > 0}
        />
        <FieldProblems id="gear-cloaks-problems" violations={violationsAt(violations, 'gear.cloaks')} />
      </section>

      <GearSection
        title="Shield"
        addLabel={gear.shield === null ? 'Add shield' : null}
        onAdd={() => editGear((g) => void (g.shield = { ...newItem('', 1, size), slot: null }))}
        catalogue={
          gear.shield === null && (
            <ProtectionCatalogue
              kind="shield"
              body={body}
              onChoose={(choice) =>
                editGear((g) => void (g.shield = { ...newItem(choice.name, choice.tier, size), slot: null }))
              }
            />
          )
        }
      >
        {gear.shield && (
          <ItemEditor
            list="shield"
            item={gear.shield}
            what="Shield"
            violations={itemViolations(
              violations,
              'gear.shield',
              gear.shield.slot === 'back' ? 'gear.slots.back.weapon' : null,
            )}
          >
            <SelectField
              label="Carried"
              value={gear.shield.slot ?? ''}
              options={[
                ['', 'In hand'],
                ['back', 'On the back'],
              ]}
              onChange={(slot) =>
                editGear((g) => {
                  if (g.shield) g.shield.slot = slot === 'back' ? 'back' : null;
                })
              }
            />
          </ItemEditor>
        )}
      </GearSection>

      <GearSection
        title="Clothing"
        addLabel="Add clothing set"
        onAdd={() => editGear((g) => void g.clothing.push(newItem('', 1, size)))}
        problems={violationsAt(violations, 'gear.clothing')}
      >
        {gear.clothing.map((set) => (
          <ItemEditor
            key={set.id}
            list="clothing"
            item={set}
            what="Clothing set"
            violations={itemViolations(violations, itemField('clothing', set.id), null)}
          />
        ))}
      </GearSection>

      <GearSection
        title="Pouches and backpacks"
        addLabel="Add container"
        onAdd={() =>
          editGear((g) => void g.containers.push({ ...newItem('', 1, size), kind: 'hip-pouch', slot: null }))
        }
      >
        {gear.containers.map((container) => (
          <ItemEditor
            key={container.id}
            list="containers"
            item={container}
            what="Container"
            violations={itemViolations(
              violations,
              itemField('containers', container.id),
              slotPlace(container.slot, 'misc-or-ammo'),
            )}
            note={capacity(container.kind, container.tier, container.sizeCategory)}
          >
            <SelectField
              label="Kind"
              value={container.kind}
              options={CONTAINERS.map((c) => [c.id, c.name])}
              onChange={(kind) =>
                editGear((g) => {
                  const c = g.containers.find((x) => x.id === container.id);
                  if (c) c.kind = kind as typeof c.kind;
                })
              }
            />
            {CONTAINERS.find((c) => c.id === container.kind)?.itemSpecific && (
              <TextField
                label="Holds"
                value={container.holds ?? ''}
                placeholder="arrows"
                onChange={(holds) =>
                  editGear((g) => {
                    const c = g.containers.find((x) => x.id === container.id);
                    if (c) c.holds = holds;
                  })
                }
              />
            )}
            <SlotField
              value={container.slot}
              onChange={(slot) =>
                editGear((g) => {
                  const c = g.containers.find((x) => x.id === container.id);
                  if (c) c.slot = slot;
                })
              }
            />
          </ItemEditor>
        ))}
      </GearSection>

      <GearSection
        title="Toolkits"
        addLabel="Add toolkit"
        onAdd={() =>
          editGear(
            (g) =>
              void g.toolkits.push({
                ...newItem('', 1, size),
                skill: (TOOLKIT_SKILLS[0]?.id ?? 'bushcraft') as SkillId,
                level: 'crude',
                slot: null,
              }),
          )
        }
      >
        {gear.toolkits.map((kit) => (
          <ItemEditor
            key={kit.id}
            list="toolkits"
            item={kit}
            what="Toolkit"
            violations={itemViolations(violations, itemField('toolkits', kit.id), slotPlace(kit.slot, 'toolkit'))}
          >
            <SelectField
              label="For skill"
              value={kit.skill}
              options={TOOLKIT_SKILLS.map((s) => [s.id, s.name])}
              onChange={(skill) =>
                editGear((g) => {
                  const k = g.toolkits.find((x) => x.id === kit.id);
                  if (k) k.skill = skill as SkillId;
                })
              }
            />
            <SelectField
              label="Level"
              value={kit.level}
              options={[
                ['crude', 'Crude'],
                ['basic', 'Basic'],
              ]}
              onChange={(level) =>
                editGear((g) => {
                  const k = g.toolkits.find((x) => x.id === kit.id);
                  if (k) k.level = level === 'basic' ? 'basic' : 'crude';
                })
              }
            />
            <SlotField
              value={kit.slot}
              onChange={(slot) =>
                editGear((g) => {
                  const k = g.toolkits.find((x) => x.id === kit.id);
                  if (k) k.slot = slot;
                })
              }
            />
          </ItemEditor>
        ))}
      </GearSection>

      <section className="gear-section" aria-labelledby="gear-bedroll">
        <h3 id="gear-bedroll">Bedroll</h3>
        <p className="step-hint">Tier 0 means none carried; a bedroll counts against the cold while resting.</p>
        <NumberStepper
          label="Bedroll tier"
          value={gear.bedrollTier ?? 0}
          onChange={(tier) => editGear((g) => void (g.bedrollTier = tier === 0 ? null : tier))}
          plusBlocked={bedrollBlocked ? withOneMore(bedrollBlocked) : null}
          invalid={violationsAt(violations, 'gear.bedrollTier').length > 0}
        />
        <FieldProblems id="gear-bedroll-problems" violations={violationsAt(violations, 'gear.bedrollTier')} />
      </section>

      <CarrySlotsOverview gear={gear} race={race} violations={violations} />
    </section>
  );
}

/** "T2 Backpack: 8 slots for this size", from containerSlots. */
function capacity(kind: string, tier: number, size: SizeCategoryId): string | undefined {
  try {
    return `Holds ${containerSlots({ kind, tier, size })} slots.`;
  } catch (error) {
    if (error instanceof RulesError) return undefined;
    throw error;
  }
}

/**
 * The book's armor suits or shields: it names none, only tiers (ruling R-gear-6), so the choice is Tier 1 up to the
 * character's Body, each with what it does and needs. Until Body is known (stats not yet valid) it says so.
 */
function ProtectionCatalogue({
  kind,
  body,
  onChoose,
}: {
  kind: ProtectionKind;
  body: number | null;
  onChoose: (choice: ReturnType<typeof protectionChoices>[number]) => void;
}) {
  const choices = body === null ? [] : protectionChoices(kind, body);
  const none =
    body === null
      ? 'Set valid stats first: the tier allowed is the Body stat'
      : `Body 0 cannot equip ${kind === 'armor' ? 'armor' : 'a shield'}`;
  return (
    <label className="field">
      Add {kind === 'armor' ? 'armor' : 'a shield'} from the book
      <select
        value=""
        onChange={(e) => {
          const choice = choices.find((c) => String(c.tier) === e.target.value);
          if (choice) onChoose(choice);
        }}
      >
        <option value="">{choices.length > 0 ? `Choose ${kind === 'armor' ? 'armor' : 'a shield'}…` : none}</option>
        {choices.map((c) => (
          <option key={c.tier} value={c.tier}>
            {c.name}: {c.numbers}
          </option>
        ))}
      </select>
    </label>
  );
}

function GearSection({
  title,
  addLabel,
  onAdd,
  problems = [],
  catalogue,
  children,
}: {
  title: string;
  addLabel: string | null;
  onAdd: () => void;
  problems?: Violation[];
  /** A choice of the book's items, next to the blank "Add" for a custom one. */
  catalogue?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="gear-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <FieldProblems id={`${headingId}-problems`} violations={problems} />
      <ul className="gear-items">{children}</ul>
      <div className="gear-add">
        {catalogue}
        {addLabel && (
          <button type="button" className="button" onClick={onAdd}>
            {addLabel}
          </button>
        )}
      </div>
    </section>
  );
}

/** Name, tier and size of any item, its extra fields, its problems and a remove button. */
function ItemEditor({
  list,
  item,
  what,
  violations,
  note,
  children,
}: {
  list: GearList | 'shield';
  item: GearItem;
  what: string;
  violations: Violation[];
  note?: string;
  children?: ReactNode;
}) {
  const build = useBuilder((s) => s.draft.build);
  const gear = useBuilder((s) => s.draft.gear);
  const editGear = useBuilder((s) => s.editGear);
  const problemsId = useId();
  const label = item.name.trim() || what;
  const field = itemField(list, item.id);

  function edit(change: (item: GearItem) => void) {
    return (g: CharacterGear) => {
      const target = list === 'shield' ? g.shield : (g[list] as GearItem[]).find((x) => x.id === item.id);
      if (target) change(target);
    };
  }
  // The builder sets an item's tier as made: a new or fully repaired item.
  const setTier = (tier: number) =>
    edit((x) => {
      x.tier = tier;
      x.fullTier = tier;
    });
  const tierBlocked = gearChangeBlocked(build, gear, setTier(item.fullTier + 1), `${field}.tier`);

  function remove() {
    editGear((g) => {
      if (list === 'shield') g.shield = null;
      else
        (g[list] as GearItem[]).splice(
          (g[list] as GearItem[]).findIndex((x) => x.id === item.id),
          1,
        );
    });
  }

  return (
    <li className={`gear-item${violations.length > 0 ? ' has-problem' : ''}`}>
      <div className="gear-item-fields">
        <TextField
          label={`${what} name`}
          value={item.name}
          placeholder={what}
          onChange={(name) => editGear(edit((x) => void (x.name = name)))}
        />
        <div className="field">
          <span aria-hidden="true">Tier</span>
          <NumberStepper
            label={`${label} tier`}
            value={item.fullTier}
            onChange={(tier) => editGear(setTier(tier))}
            plusBlocked={tierBlocked ? withOneMore(tierBlocked) : null}
            describedBy={violations.length > 0 ? problemsId : undefined}
            invalid={violations.some((v) => v.field.startsWith(`${field}.tier`))}
          />
        </div>
        <SelectField
          label="Made for"
          value={item.sizeCategory}
          options={SIZE_CATEGORY_IDS.map((s) => [s, `${SIZE_NAMES[s]} creatures`])}
          onChange={(size) => editGear(edit((x) => void (x.sizeCategory = size as SizeCategoryId)))}
        />
        {children}
      </div>
      {item.tier < item.fullTier && (
        <p className="gear-note">
          Damaged: T{item.tier} of T{item.fullTier}.
        </p>
      )}
      {note && <p className="gear-note">{note}</p>}
      <FieldProblems id={problemsId} violations={violations} />
      <button type="button" className="button danger" onClick={remove}>
        Remove<span className="visually-hidden"> {label}</span>
      </button>
    </li>
  );
}

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="field">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

function TextField({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="field">
      {label}
      <input value={value} placeholder={placeholder} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

function SlotField({ value, onChange }: { value: CarrySlot | null; onChange: (slot: CarrySlot | null) => void }) {
  return (
    <SelectField
      label="Carry slot"
      value={value ?? ''}
      options={[['', 'None (in hand or packed)'], ...CARRY_SLOTS.map((s) => [s.id, s.name] as const)]}
      onChange={(slot) => onChange(CARRY_SLOTS.find((s) => s.id === slot)?.id ?? null)}
    />
  );
}

/** What sits in each carry slot's three places, so an over-full place is easy to see. */
function CarrySlotsOverview({
  gear,
  race,
  violations,
}: {
  gear: CharacterGear;
  race: Race;
  violations: readonly Violation[];
}) {
  const names = (items: readonly GearItem[]) => items.map((i) => i.name.trim() || 'unnamed').join(', ') || '—';
  return (
    <section className="gear-section" aria-labelledby="gear-slots">
      <h3 id="gear-slots">Carry slots</h3>
      <table className="carry-slots">
        <caption className="visually-hidden">What the {race.name} carries in each slot</caption>
        <thead>
          <tr>
            <th scope="col">Slot</th>
            <th scope="col">Weapon</th>
            <th scope="col">Toolkit</th>
            <th scope="col">Misc or ammo</th>
          </tr>
        </thead>
        <tbody>
          {CARRY_SLOTS.map((slot) => {
            const weapons: GearItem[] = gear.weapons.filter((w) => w.slot === slot.id);
            if (slot.id === 'back' && gear.shield?.slot === 'back') weapons.push(gear.shield);
            const full = (place: string) =>
              violations.some((v) => v.field === `gear.slots.${slot.id}.${place}`) ? 'over-full' : undefined;
            return (
              <tr key={slot.id}>
                <th scope="row">{slot.name}</th>
                <td className={full('weapon')}>{names(weapons)}</td>
                <td className={full('toolkit')}>{names(gear.toolkits.filter((t) => t.slot === slot.id))}</td>
                <td className={full('misc-or-ammo')}>{names(gear.containers.filter((c) => c.slot === slot.id))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

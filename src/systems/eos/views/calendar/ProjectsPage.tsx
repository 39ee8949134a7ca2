import { useMemo, useState, type FormEvent } from 'react';
import { abandonProjectIn, handOverItem, startProject, switchTools } from '../../../../db';
import {
  RulesError,
  SIZE_CATEGORY_IDS,
  TOOL_LABEL,
  TOOL_LEVELS,
  type SizeCategoryId,
  type ToolLevel,
  CRAFTING,
  calendarProfile,
  createProject,
  daysLeft,
  projectFraction,
  projectMaterials,
  projectName,
  projectSkills,
  projectTotalDays,
  bestToolsFor,
  ruleOptions,
  stockMaterialLabel,
  type CampaignProject,
  type ProjectSpec,
  type CraftedItemId,
  madeWeaponKinds,
  SKILLS,
  WEAPON_KINDS,
  type SkillId,
  MAX_TIER,
} from '../../rules';
import { formatNumber } from '../character-sheet/format';

import { useStartedCalendar } from './CalendarLayout';
import { WholeField } from './WholeField';
import { failureMessage } from '../../../../core/ui/failure-message';

type WeaponKindId = NonNullable<Extract<ProjectSpec, { kind: 'item' }>['weaponKind']>;

/**
 * Crafting projects (/campaigns/:campaignId/calendar/projects): start one (maker, item, tier, size, tools — the rules'
 * checks shown as you choose), follow each with its progress and days left, switch its tools (the days left are
 * recomputed), and hand finished items to their owners.
 */
export function ProjectsPage() {
  const { calendar, party } = useStartedCalendar();
  const names = new Map(party.map((c) => [c.id, c.name]));
  const { projects } = calendar.state;
  return (
    <section className="projects" aria-labelledby="projects-title">
      <h2 id="projects-title">Projects</h2>
      {projects.length === 0 ? (
        <p className="empty">No project under way. Start one below; work on it with a “Work on a project” task.</p>
      ) : (
        <ul className="card-grid project-list" aria-label="Projects under way">
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} names={names} />
          ))}
        </ul>
      )}
      {calendar.inventory.length > 0 && (
        <section className="card project-inventory" aria-labelledby="inventory-title">
          <h3 id="inventory-title">Finished, waiting for their owners</h3>
          <ul className="stack">
            {calendar.inventory.map((item) => (
              <FinishedItemRow
                key={item.projectId}
                projectId={item.projectId}
                text={`${projectName(item.spec)} for ${names.get(item.ownerId) ?? 'its owner'}, made by ${names.get(item.makerId) ?? 'someone'} on day ${item.day}.`}
              />
            ))}
          </ul>
        </section>
      )}
      {party.length > 0 && <NewProjectForm />}
    </section>
  );
}

function ProjectCard({ project, names }: { project: CampaignProject; names: ReadonlyMap<string, string> }) {
  const { campaign } = useStartedCalendar();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = projectName(project.spec);
  const fraction = projectFraction(project);
  const left = daysLeft(project);
  const titleId = `project-${project.id}`;

  async function run(action: () => Promise<void>) {
    try {
      await action();
      setError(null);
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  return (
    <li className="card project-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{name}</h3>
      <p className="project-people">
        By {names.get(project.makerId) ?? 'someone'} for {names.get(project.ownerId) ?? 'someone'}, started day{' '}
        {project.startedDay}.
      </p>
      <div className="project-progress">
        <progress value={fraction} max={1} aria-label={`${name}: progress`} />
        <span>
          {Math.round(fraction * 100)}% · {formatNumber(left)} day{left === 1 ? '' : 's'} left with{' '}
          {TOOL_LABEL[project.tools].name.toLowerCase()} tools
        </span>
      </div>
      <label className="plan-field">
        <span>Tools</span>
        <select
          aria-label={`${name}: tools`}
          value={project.tools}
          onChange={(e) => void run(() => switchTools(campaign.id, project.id, e.target.value as ToolLevel))}
        >
          {TOOL_LEVELS.map((t) => (
            <option key={t} value={t}>
              {TOOL_LABEL[t].name} — {daysLeftText(project, t)}
            </option>
          ))}
        </select>
      </label>
      {project.materialsReserved.length > 0 && (
        <p className="project-materials">
          Materials reserved:{' '}
          {project.materialsReserved
            .map(
              (m) =>
                `${formatNumber(m.quantity)} ${stockMaterialLabel(m.material)}${m.tier !== null ? ` T${m.tier}` : ''}`,
            )
            .join(', ')}
        </p>
      )}
      <div className="card-actions">
        {confirming ? (
          <>
            <button
              type="button"
              className="button danger"
              onClick={() => void run(() => abandonProjectIn(campaign.id, project.id))}
            >
              Abandon: materials back, progress lost
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)} aria-label={`Abandon ${name}`}>
            Abandon
          </button>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** "12 days left", or why these tools cannot make it (the rules refuse, e.g. a Locksmith with Crude tools). */
function daysLeftText(project: CampaignProject, tools: ToolLevel): string {
  try {
    return `${formatNumber(daysLeft(project, tools))} days left`;
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    return 'not with these tools';
  }
}

function FinishedItemRow({ projectId, text }: { projectId: string; text: string }) {
  const { campaign } = useStartedCalendar();
  return (
    <li className="project-finished">
      <span>{text}</span>
      <button type="button" className="button" onClick={() => void handOverItem(campaign.id, projectId)}>
        Handed over
      </button>
    </li>
  );
}

type SpecKind = ProjectSpec['kind'];

const KIND_LABEL: Readonly<Record<SpecKind, string>> = {
  item: 'An item',
  'ingot-upgrade': 'Ingot upgrade',
  repair: 'A repair',
  structure: 'A structure',
};

function NewProjectForm() {
  const { campaign, calendar, party, characters, houseRules } = useStartedCalendar();
  const [makerId, setMakerId] = useState(party[0]!.id);
  const [ownerId, setOwnerId] = useState(party[0]!.id);
  const [kind, setKind] = useState<SpecKind>('item');
  const [item, setItem] = useState<CraftedItemId>('weapon');
  const [tier, setTier] = useState(1);
  const [currentTier, setCurrentTier] = useState(0);
  const [size, setSize] = useState<SizeCategoryId>('medium');
  const [weaponKind, setWeaponKind] = useState<WeaponKindId | ''>('');
  const [toolkitSkill, setToolkitSkill] = useState<SkillId | ''>('');
  const [fromTier, setFromTier] = useState(1);
  const [ingots, setIngots] = useState(1);
  const [builder, setBuilder] = useState<'woodworks' | 'architect'>('woodworks');
  const [structureKind, setStructureKind] = useState<'building' | 'fortification'>('building');
  const [squareFeet, setSquareFeet] = useState(100);
  const [tools, setTools] = useState<ToolLevel | 'best'>('best');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const spec: ProjectSpec = useMemo(() => {
    switch (kind) {
      case 'item': {
        const kinds = madeWeaponKinds(item);
        return {
          kind,
          item,
          tier,
          size,
          ...(weaponKind !== '' && kinds.includes(weaponKind) ? { weaponKind } : {}),
          ...(toolkitSkill !== '' && item === 'basic-toolkit' ? { toolkitSkill } : {}),
        };
      }
      case 'ingot-upgrade':
        return { kind, fromTier, toTier: tier, ingots };
      case 'repair':
        return { kind, item, tier, currentTier, size };
      case 'structure':
        return { kind, builder, structureKind, tier, squareFeet };
    }
  }, [
    kind,
    item,
    tier,
    size,
    weaponKind,
    toolkitSkill,
    fromTier,
    ingots,
    currentTier,
    builder,
    structureKind,
    squareFeet,
  ]);

  const maker = characters.find((c) => c.id === makerId);
  const chosenTools: ToolLevel = useMemo(() => {
    if (tools !== 'best') return tools;
    if (!maker) return 'none';
    try {
      const profile = calendarProfile(maker, ruleOptions(houseRules).character);
      return bestToolsFor(profile, projectSkills(spec), calendar.state.stock);
    } catch {
      return 'none';
    }
  }, [tools, maker, houseRules, spec, calendar.state.stock]);

  const check = useMemo(() => {
    try {
      const result = createProject(
        { state: calendar.state, characters, id: 'check', makerId, ownerId, spec, tools: chosenTools },
        houseRules,
      );
      const days = projectTotalDays(spec, chosenTools);
      const materials = projectMaterials(spec);
      return { reasons: result.ok ? [] : result.reasons, days, materials };
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      return { reasons: [e.message], days: null, materials: [] };
    }
  }, [calendar.state, characters, makerId, ownerId, spec, chosenTools, houseRules]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await startProject(campaign.id, { makerId, ownerId, spec, tools: chosenTools });
      setStatus(`${projectName(spec)} started.`);
      setError(null);
    } catch (e) {
      setError(failureMessage(e));
      setStatus(null);
    }
  }

  const people = party.map((c) => (
    <option key={c.id} value={c.id}>
      {c.name}
    </option>
  ));

  return (
    <form className="card project-new" onSubmit={(e) => void submit(e)} aria-labelledby="project-new-title">
      <h3 id="project-new-title">Start a project</h3>
      <div className="inline-form project-fields">
        <label className="field">
          Maker
          <select aria-label="Maker" value={makerId} onChange={(e) => setMakerId(e.target.value)}>
            {people}
          </select>
        </label>
        <label className="field">
          For
          <select aria-label="For" value={ownerId} onChange={(e) => setOwnerId(e.target.value)}>
            {people}
          </select>
        </label>
        <label className="field">
          What
          <select aria-label="What" value={kind} onChange={(e) => setKind(e.target.value as SpecKind)}>
            {Object.entries(KIND_LABEL).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {(kind === 'item' || kind === 'repair') && (
          <label className="field">
            Item
            <select aria-label="Item" value={item} onChange={(e) => setItem(e.target.value as CraftedItemId)}>
              {CRAFTING.items.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'item' && madeWeaponKinds(item).length > 0 && (
          <label className="field">
            Weapon kind
            <select
              aria-label="Weapon kind"
              value={madeWeaponKinds(item).includes(weaponKind as WeaponKindId) ? weaponKind : ''}
              onChange={(e) => setWeaponKind(e.target.value as WeaponKindId | '')}
            >
              <option value="">Not stated (the GM hands it over)</option>
              {WEAPON_KINDS.filter((k) => madeWeaponKinds(item).includes(k.id)).map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'item' && item === 'basic-toolkit' && (
          <label className="field">
            Toolkit for
            <select
              aria-label="Toolkit for"
              value={toolkitSkill}
              onChange={(e) => setToolkitSkill(e.target.value as SkillId | '')}
            >
              <option value="">Not stated (the GM hands it over)</option>
              {SKILLS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'ingot-upgrade' && (
          <>
            <WholeField label="From tier" value={fromTier} min={1} max={MAX_TIER} onChange={setFromTier} />
            <WholeField label="Ingots" value={ingots} min={1} max={1000} onChange={setIngots} />
          </>
        )}
        {kind === 'repair' && (
          <WholeField label="Tier now" value={currentTier} min={0} max={MAX_TIER} onChange={setCurrentTier} />
        )}
        <WholeField
          label={kind === 'ingot-upgrade' ? 'To tier' : kind === 'repair' ? 'Back to tier' : 'Tier'}
          value={tier}
          min={1}
          max={MAX_TIER}
          onChange={setTier}
        />
        {(kind === 'item' || kind === 'repair') && (
          <label className="field">
            Made for size
            <select aria-label="Made for size" value={size} onChange={(e) => setSize(e.target.value as SizeCategoryId)}>
              {SIZE_CATEGORY_IDS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'structure' && (
          <>
            <label className="field">
              Builder skill
              <select
                aria-label="Builder skill"
                value={builder}
                onChange={(e) => setBuilder(e.target.value as 'woodworks' | 'architect')}
              >
                <option value="woodworks">Woodworks</option>
                <option value="architect">Architect</option>
              </select>
            </label>
            <label className="field">
              Kind
              <select
                aria-label="Kind of structure"
                value={structureKind}
                onChange={(e) => setStructureKind(e.target.value as 'building' | 'fortification')}
              >
                <option value="building">Building</option>
                <option value="fortification">Fortification</option>
              </select>
            </label>
            <WholeField label="Square feet" value={squareFeet} min={1} max={1_000_000} onChange={setSquareFeet} />
          </>
        )}
        <label className="field">
          Tools
          <select aria-label="Tools" value={tools} onChange={(e) => setTools(e.target.value as ToolLevel | 'best')}>
            <option value="best">Best they have ({TOOL_LABEL[chosenTools].name})</option>
            {TOOL_LEVELS.map((t) => (
              <option key={t} value={t}>
                {TOOL_LABEL[t].name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="project-check" aria-live="polite">
        <p>
          <strong>{safeName(spec)}</strong>
          {check.days !== null &&
            ` · ${formatNumber(check.days)} days of work with ${TOOL_LABEL[chosenTools].name.toLowerCase()} tools`}
        </p>
        {check.materials.length > 0 && (
          <p>
            Needs:{' '}
            {check.materials
              .map(
                (m) =>
                  `${formatNumber(m.quantity)} ${materialName(m.material)}${m.minTier !== null ? ` (T${m.minTier}+)` : ''}`,
              )
              .join(', ')}
          </p>
        )}
        {check.reasons.length > 0 ? (
          <ul className="plan-slot-reasons" aria-label="Why this project cannot start">
            {check.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : (
          <p className="project-ok">The rules allow it; the materials will be taken from the stock.</p>
        )}
      </div>
      <div className="toolbar">
        <button type="submit" className="button primary" disabled={check.reasons.length > 0}>
          Start the project
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="status-line" role="status">
        {status}
      </p>
    </form>
  );
}

function materialName(id: string): string {
  return CRAFTING.materials.find((m) => m.id === id)?.name ?? id;
}

function safeName(spec: ProjectSpec): string {
  try {
    return projectName(spec);
  } catch {
    return 'This project';
  }
}

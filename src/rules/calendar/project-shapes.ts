/**
 * The shapes of the calendar's work records as the project and Daily Task rules read them (projectName, createProject,
 * abandonProject, taskTitle, tasksUsed, workLevel, toolChoices), checked with requireShape before any field is read.
 *
 * The shapes are loose and check kinds and types, not ranges: a tier of 99 or a Tier 4 ingot upgrade to Tier 2 is the
 * rules' to refuse in their own words (createProject lists such refusals as reasons, it does not throw them). Fields a
 * rule does not read (ids of gear, timestamps, a stored record's extras) pass. The stored records' strict schemas, with
 * their ranges, are in src/db/record-schemas.ts.
 */
import { z } from 'zod';
import { COUNTED_MATERIALS, TIERED_MATERIALS, type ProjectSpec, type TaskSlotKind, type GatheringSkill } from './types';
import type { ToolLevel } from '../tools';

const number = z.number({ error: 'must be a number' });
const text = z.string({ error: 'must be text' });
/** A record with these fields (others pass: the shapes are loose). */
function rec<T extends z.core.$ZodLooseShape>(fields: T) {
  return z.object(fields, { error: 'must be a record' });
}
const record = rec({});
const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' });
/** One of a few words, the message listing them the way a player reads a list: "read or write". */
function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  const words = values.length === 1 ? values[0] : `${values.slice(0, -1).join(', ')} or ${values.at(-1)!}`;
  return z.enum(values, { error: `must be ${words}` });
}

const toolLevel = oneOf(['none', 'crude', 'basic', 'workshop'] as const satisfies readonly ToolLevel[]);

// ---------------------------------------------------------------------------------------------------------------------
// Projects

const PROJECT_KINDS = [
  'item',
  'ingot-upgrade',
  'repair',
  'structure',
] as const satisfies readonly ProjectSpec['kind'][];

/** What a project makes, as projectName, projectSkills, projectTotalDays and projectMaterials read it. */
export const ProjectSpecShape = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('item'),
      item: text,
      tier: number,
      size: text,
      persons: number.optional(),
      pages: number.optional(),
      weaponKind: text.optional(),
      toolkitSkill: text.optional(),
    }),
    z.object({ kind: z.literal('ingot-upgrade'), fromTier: number, toTier: number, ingots: number }),
    z.object({ kind: z.literal('repair'), item: text, tier: number, currentTier: number }),
    z.object({
      kind: z.literal('structure'),
      builder: text,
      structureKind: text,
      tier: number,
      squareFeet: number,
      helpers: number.optional(),
      name: text.optional(),
    }),
  ],
  { error: `must be ${PROJECT_KINDS.slice(0, -1).join(', ')} or ${PROJECT_KINDS.at(-1)!}` },
);

const COUNTED: readonly string[] = COUNTED_MATERIALS;

/** A material a project took from the stock: counted materials have no tier, cloth and ingots have one. */
const ReservedMaterialShape = z
  .object({
    material: oneOf([...COUNTED_MATERIALS, ...TIERED_MATERIALS]),
    quantity: number,
    tier: number.nullable(),
  })
  .superRefine((reserved, ctx) => {
    const counted = COUNTED.includes(reserved.material);
    if (counted !== (reserved.tier === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['tier'],
        message: counted ? `must be nothing for ${reserved.material}` : `must be a tier for ${reserved.material}`,
      });
    }
  });

/** The stock as a project reads it: the Workshops for its tools, the materials it reserves or gives back, the food it copies. */
const ProjectStockShape = rec({
  food: list(
    rec({ id: text, units: number, harvestedDay: number, preserved: z.boolean({ error: 'must be true or false' }) }),
  ),
  counts: record,
  tiered: rec(
    Object.fromEntries(TIERED_MATERIALS.map((m) => [m, record])) as Record<
      (typeof TIERED_MATERIALS)[number],
      typeof record
    >,
  ),
  workshops: list(text),
});

/**
 * The day's state as createProject and abandonProject read it: the stock and the projects they change, and the rest of
 * the state they hand back with them.
 */
export const ProjectStateShape = rec({
  day: number,
  stock: ProjectStockShape,
  characters: record,
  zones: list(record),
  projects: list(rec({ id: text, materialsReserved: list(ReservedMaterialShape) })),
});

/** createProject's input: who makes what for whom, with which tools, in which state. */
export const NewProjectShape = z.object({
  state: ProjectStateShape,
  characters: list(rec({ id: text })),
  id: text,
  makerId: text,
  ownerId: text,
  spec: ProjectSpecShape,
  tools: toolLevel,
});

// ---------------------------------------------------------------------------------------------------------------------
// Daily Tasks

const TASK_KINDS = [
  'gathering',
  'farming',
  'bushcraft',
  'cooking',
  'project',
  'processing',
  'travel',
  'medicine',
  'rest',
  'lockpicking',
  'scholar',
  'break-down',
  'free',
] as const satisfies readonly TaskSlotKind[];

const GATHERING_SKILLS = [
  'logging',
  'mining',
  'quarrying',
  'fishing',
  'hunting',
  'trapping',
] as const satisfies readonly GatheringSkill[];

const PROCESSES = ['cloth', 'cordage', 'lumber', 'arrows', 'bolts'] as const;

/** A slot's kind only: the tasks whose other fields taskTitle and tasksUsed do not read. */
const plain = (kind: (typeof TASK_KINDS)[number]) => z.object({ kind: z.literal(kind) });

/** One Daily Task as taskTitle, tasksUsed and workLevel read it. */
export const TaskSlotShape = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('gathering'), skill: oneOf(GATHERING_SKILLS) }),
    plain('farming'),
    plain('bushcraft'),
    plain('cooking'),
    plain('project'),
    z.object({
      kind: z.literal('processing'),
      task: rec({ process: oneOf(PROCESSES) }),
    }),
    plain('travel'),
    plain('medicine'),
    plain('rest'),
    z.object({ kind: z.literal('lockpicking'), attempts: number }),
    z.object({ kind: z.literal('scholar'), mode: oneOf(['read', 'write']) }),
    plain('break-down'),
    z.object({ kind: z.literal('free'), text }),
  ],
  { error: `must be a Daily Task (${TASK_KINDS.join(', ')})` },
);

/** A day's tasks, in order. */
export const TaskSlotsShape = list(TaskSlotShape);

/** A character's plan for the day as workLevel reads it. */
export const CharacterDayPlanShape = z.object({
  slots: TaskSlotsShape,
  carried: z.boolean({ error: 'must be true or false' }).optional(),
});

// ---------------------------------------------------------------------------------------------------------------------
// Tools

/** A character as the tool rules read them: the toolkits they carry, each for a skill, a size and a level. */
export const ToolkitCarrierShape = rec({
  gear: rec({
    toolkits: list(
      rec({ skill: text, sizeCategory: text, level: oneOf(['crude', 'basic']), name: text, tier: number }),
    ),
  }),
});

/** A character's profile as toolChoices reads it: the toolkits they carry and the size they are made for. */
export const ToolProfileShape = rec({
  character: ToolkitCarrierShape,
  race: rec({ sizeCategory: text }),
});

/** The stock as toolChoices reads it: the Workshops the party can use here. */
export const WorkshopStockShape = rec({ workshops: list(text) });

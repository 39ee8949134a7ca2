import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { getBuilderDraft, type BuilderDraftRecord, type CharacterRecord } from '../../../../db';
import { autosaveDrafts, forgetDraft } from './draft-autosave';
import { ResumeDraft } from './ResumeDraft';
import { useBuilder, type BuilderDraft } from './builder-store';
import { draftViolations } from './derive';
import { GearStep } from './GearStep';
import { RaceStep } from './RaceStep';
import { ReviewStep } from './ReviewStep';
import { SkillsStep } from './SkillsStep';
import { StatsStep } from './StatsStep';
import { StepNav, StepPager } from './StepNav';
import { useCharacter } from './use-character';
import { blankDraft } from './builder-store';
import type { StepId } from './steps';
import type { StepProps } from './step-props';
import { eosPaths } from '../../paths';
import { paths } from '../../../../app/paths';
import { useCampaign } from '../../../../db/react';

const STEP_VIEWS: Record<StepId, (props: StepProps) => React.JSX.Element> = {
  race: RaceStep,
  stats: StatsStep,
  skills: SkillsStep,
  gear: GearStep,
  review: ReviewStep,
};

function draftOf(character: CharacterRecord): BuilderDraft {
  const { name, notes, portrait, build, gear } = character;
  return structuredClone({ name, notes, portrait, build, gear });
}

/** The stored draft of `key`: undefined while it is read, null when there is none (or it cannot be read). */
function useStoredDraft(key: string): BuilderDraftRecord | null | undefined {
  const [stored, setStored] = useState<{ key: string; draft: BuilderDraftRecord | null } | null>(null);
  useEffect(() => {
    let live = true;
    getBuilderDraft(key).then(
      (draft) => live && setStored({ key, draft: draft ?? null }),
      () => live && setStored({ key, draft: null }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return stored?.key === key ? stored.draft : undefined;
}

/**
 * /campaigns/:campaignId/new-character and /characters/:characterId/edit: the guided builder. Its steps can be visited
 * in any order. The draft is stored as the player goes; when the builder opens on a stored draft it first offers it
 * back ("Resume the draft of …" / "Discard").
 */
export function BuilderPage() {
  const params = useParams();
  const characterId = params.characterId ?? null;
  const edited = useCharacter(characterId ?? undefined);
  const campaignId = characterId === null ? (params.campaignId ?? null) : (edited?.campaignId ?? null);
  const campaign = useCampaign(campaignId ?? undefined);
  const key = characterId === null ? `new:${campaignId}` : `edit:${characterId}`;
  const open = useBuilder((s) => s.open);
  const reset = useBuilder((s) => s.reset);
  const ready = useBuilder((s) => s.key === key);
  const stored = useStoredDraft(key);
  // Set once the player chose: resume the stored draft, or discard it and start from the character as stored.
  const [choice, setChoice] = useState<{ key: string; resume: boolean } | null>(null);
  const resume: boolean | null = stored === null ? false : choice?.key === key ? choice.resume : null;

  // Opened once per key: after a save empties the store, the page being left must not open the draft again (and so
  // store it again).
  const openedKey = useRef<string | null>(null);
  useEffect(() => {
    if (campaignId === null || !campaign || resume === null || stored === undefined) return;
    if (openedKey.current === key) return;
    const target = { campaignId, characterId };
    if (resume && stored) open(target, stored.draft, { base: stored.base, step: stored.step });
    else if (characterId === null) open(target, blankDraft());
    else if (edited) open(target, draftOf(edited));
    else return;
    openedKey.current = key;
  }, [campaignId, campaign, characterId, edited, open, resume, stored, key]);
  // Every change is stored as the player goes; the store is emptied when the builder is left (the stored draft stays).
  useEffect(() => autosaveDrafts(), []);
  useEffect(
    () => () => {
      openedKey.current = null;
      reset();
    },
    [reset],
  );

  if (characterId !== null && edited === null) {
    return <Missing what="character" />;
  }
  if (campaign === null) return <Missing what="campaign" />;
  if (stored && resume === null && campaign && (characterId === null || edited)) {
    return (
      <ResumeDraft
        stored={stored}
        title={edited ? `Edit ${edited.name}` : 'New character'}
        characterName={edited?.name ?? null}
        campaign={campaign}
        onResume={() => setChoice({ key, resume: true })}
        onDiscard={() => {
          void forgetDraft(key);
          setChoice({ key, resume: false });
        }}
      />
    );
  }
  if (!ready || !campaign) return <p className="empty">Loading…</p>;
  return <Builder title={edited ? `Edit ${edited.name}` : 'New character'} campaignName={campaign.name} />;
}

function Builder({ title, campaignName }: { title: string; campaignName: string }) {
  const build = useBuilder((s) => s.draft.build);
  const gear = useBuilder((s) => s.draft.gear);
  const step = useBuilder((s) => s.step);
  const campaignId = useBuilder((s) => s.campaignId);
  const violations = useMemo(() => draftViolations(build, gear), [build, gear]);
  const Step = STEP_VIEWS[step];
  const stepRoot = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // A new step takes the focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = stepRoot.current?.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [step]);

  return (
    <section className="page builder-page" aria-labelledby="builder-title">
      <p className="breadcrumb">
        <Link to={campaignId === null ? paths.campaigns() : eosPaths.campaign(campaignId)}>← {campaignName}</Link>
      </p>
      <h1 id="builder-title">{title}</h1>
      <StepNav violations={violations} />
      <div ref={stepRoot}>
        <Step violations={violations} />
      </div>
      <StepPager />
    </section>
  );
}

function Missing({ what }: { what: 'character' | 'campaign' }) {
  return (
    <section className="page">
      <h1>{what === 'character' ? 'Character not found' : 'Campaign not found'}</h1>
      <p>
        This {what} does not exist; it may have been deleted in another tab.{' '}
        <Link to={paths.campaigns()}>Back to the campaigns</Link>.
      </p>
    </section>
  );
}

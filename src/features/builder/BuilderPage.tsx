import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { CharacterRecord } from '../../db';
import { useCampaign } from '../party/use-characters';
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

/**
 * /campaigns/:campaignId/new-character and /characters/:characterId/edit: the guided builder. Its steps can be visited
 * in any order; the draft lives in the builder store until it is saved, and is dropped when the page is left.
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

  useEffect(() => {
    if (campaignId === null || !campaign) return;
    if (characterId === null) open({ campaignId, characterId: null }, blankDraft());
    else if (edited) open({ campaignId, characterId }, draftOf(edited));
  }, [campaignId, campaign, characterId, edited, open]);
  // The draft is dropped when the builder is left.
  useEffect(() => reset, [reset]);

  if (characterId !== null && edited === null) {
    return <Missing what="character" />;
  }
  if (campaign === null) return <Missing what="campaign" />;
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
        <Link to={`/campaigns/${campaignId}`}>← {campaignName}</Link>
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
        <Link to="/campaigns">Back to the campaigns</Link>.
      </p>
    </section>
  );
}

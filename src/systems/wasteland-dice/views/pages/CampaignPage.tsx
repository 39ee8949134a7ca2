import { Link } from 'react-router';
import {
  armourClassLabel,
  armourOf,
  defence,
  movement,
  HIT_POINTS,
  currentFighter,
  type WdcHouseRules,
} from '../../rules';
import { CampaignGate } from '../components/CampaignGate';
import { PageTitle } from '../components/PageTitle';
import { RecordBoundary } from '../components/RecordBoundary';
import { useFighters, useFights, type WdcCampaignView } from '../data/hooks';
import type { WdcFighterRecord, WdcFightRecord } from '../data/wdc-data';
import { useWdc } from '../data/wdc-data-context';
import { attempt, count, fighterShapeProblems, fightProblems, problemsOf } from '../format';
import '../wdc.css';

function FighterCard({ record, rules }: { record: WdcFighterRecord; rules: WdcHouseRules | null }) {
  const { paths, campaignId } = useWdc();
  const problems = problemsOf(record.system);
  const numbers =
    problems.length > 0
      ? null
      : attempt(() => ({
          melee: defence(record.system, 'melee', {}, rules ?? undefined).total,
          ranged: defence(record.system, 'ranged', {}, rules ?? undefined).total,
          move: movement(record.system).total,
          armour: armourClassLabel(armourOf(record.system.armour).armourClass),
        }));
  const shown = numbers?.ok ? numbers.value : null;
  // A damaged record may hold no hit points at all: the card says so rather than breaking the list.
  const hp: unknown = (record.system as { hp?: unknown } | null)?.hp;
  return (
    <li className="card wdc-fighter-card">
      <h3 className="wdc-card-title">
        <Link to={paths.fighter(campaignId, record.id)}>{record.name}</Link>
        {hp === 0 ? <span className="badge wdc-badge-downed">Downed</span> : null}
      </h3>
      <dl className="stat-list">
        <div>
          <dt>Hit points</dt>
          <dd>
            {typeof hp === 'number' && Number.isFinite(hp) ? hp : '—'} / {HIT_POINTS}
          </dd>
        </div>
        <div>
          <dt>Melee def.</dt>
          <dd>{shown?.melee ?? '—'}</dd>
        </div>
        <div>
          <dt>Ranged def.</dt>
          <dd>{shown?.ranged ?? '—'}</dd>
        </div>
        <div>
          <dt>Movement</dt>
          <dd>{shown === null ? '—' : count(shown.move, 'tile')}</dd>
        </div>
        <div className="wdc-span-2">
          <dt>Armour</dt>
          <dd>{shown?.armour ?? '—'}</dd>
        </div>
      </dl>
      {problems.length === 0 ? null : (
        <div className="notice notice-warning wdc-problems">
          <p>
            {fighterShapeProblems(record.system).length > 0
              ? 'This fighter’s record is damaged and stays out of fights until it is fixed:'
              : 'This fighter breaks a rule and stays out of fights until it is fixed:'}
          </p>
          <ul className="field-problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** The fighter's name as a link, under the message of a card that could not be drawn: the page says more. */
function FighterLink({ record }: { record: WdcFighterRecord }) {
  const { paths, campaignId } = useWdc();
  return (
    <p>
      <Link to={paths.fighter(campaignId, record.id)}>Open {record.name}</Link>
    </p>
  );
}

/** One line about a fight: where it stands, or what is wrong with its record (it never breaks the list). */
function fightLine(record: WdcFightRecord): string {
  const problems = fightProblems(record.system);
  if (problems.length > 0) return `Damaged: ${problems[0]}`;
  const fight = record.system;
  switch (fight.status) {
    case 'setup':
      return `Not started · ${count(fight.fighters.length, 'fighter')}`;
    case 'running': {
      const now = currentFighter(fight);
      return `Running · round ${fight.round}${now === null ? '' : ` · ${now.name}'s turn`}`;
    }
    case 'over':
      return `Over · ${count(fight.round, 'round')}`;
  }
}

function Page({ campaign }: { campaign: WdcCampaignView }) {
  const { paths, campaignId } = useWdc();
  const fighters = useFighters().read;
  const fights = useFights().read;
  return (
    <section className="page wdc-page" aria-labelledby="wdc-campaign-title">
      <PageTitle id="wdc-campaign-title">{campaign.name}</PageTitle>
      <p className="lede">Wasteland Dice Combat: the campaign's fighters and fights.</p>
      {campaign.houseRulesProblem === null ? null : (
        <p className="notice notice-warning" role="alert">
          The Storyteller's settings break a rule ({campaign.houseRulesProblem}); fights use the defaults until they are
          fixed on the <Link to={paths.rules(campaignId)}>rules page</Link>.
        </p>
      )}
      <nav className="toolbar" aria-label="Campaign">
        <Link className="button primary" to={paths.newFighter(campaignId)}>
          New fighter
        </Link>
        <Link className="button primary" to={paths.newFight(campaignId)}>
          New fight
        </Link>
        <Link className="button" to={paths.rules(campaignId)}>
          Rulings and house rules
        </Link>
      </nav>
      <section aria-labelledby="wdc-fighters-title">
        <h2 id="wdc-fighters-title">Fighters</h2>
        {fighters.status === 'loading' ? <p className="empty">Loading the fighters…</p> : null}
        {fighters.status === 'error' ? (
          <p className="notice notice-error" role="alert">
            {fighters.message}
          </p>
        ) : null}
        {fighters.status === 'ready' && fighters.value.length === 0 ? (
          <p className="empty">No fighters yet: make the first with “New fighter”.</p>
        ) : null}
        {fighters.status === 'ready' && fighters.value.length > 0 ? (
          <ul className="card-grid wdc-cards">
            {fighters.value.map((record) => (
              <RecordBoundary
                key={record.id}
                what={`The fighter “${record.name}”`}
                resetKey={record.updatedAt}
                actions={<FighterLink record={record} />}
              >
                <FighterCard record={record} rules={campaign.rules} />
              </RecordBoundary>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="wdc-fights-title">
        <h2 id="wdc-fights-title">Fights</h2>
        {fights.status === 'loading' ? <p className="empty">Loading the fights…</p> : null}
        {fights.status === 'error' ? (
          <p className="notice notice-error" role="alert">
            {fights.message}
          </p>
        ) : null}
        {fights.status === 'ready' && fights.value.length === 0 ? <p className="empty">No fights yet.</p> : null}
        {fights.status === 'ready' && fights.value.length > 0 ? (
          <ul className="wdc-fight-list">
            {fights.value.map((record) => (
              <li key={record.id} className={`card wdc-fight-${String(record.system?.status)}`}>
                <Link to={paths.fight(campaignId, record.id)}>{record.name}</Link>
                <span className="muted">{fightLine(record)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}

/** The campaign page (the pack's index route). */
export function CampaignPage() {
  return <CampaignGate>{(campaign) => <Page campaign={campaign} />}</CampaignGate>;
}

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { BuilderDraftRecord, CampaignRecord } from '../../../../db';
import { chosenRace } from './derive';
import { STEPS } from './steps';
import { eosPaths } from '../../paths';

/** "a Dwarf", "an Elf". */
function withArticle(word: string): string {
  return `${/^[aeiou]/iu.test(word) ? 'an' : 'a'} ${word}`;
}

/** Whose draft it is, in the button's words: the name typed, else the race chosen, else "a new character". */
export function draftOwner(stored: BuilderDraftRecord, characterName: string | null): string {
  const name = stored.draft.name.trim();
  const race = chosenRace(stored.draft.build);
  if (characterName !== null) return name || characterName;
  if (name !== '') return race ? `${name} (${race.name})` : name;
  return race ? withArticle(race.name) : 'a new character';
}

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Shown when the builder opens on a draft stored earlier (the page was left, reloaded or crashed before a save): the
 * player resumes it where they were, or discards it and starts from the character as stored (or a blank one).
 */
export function ResumeDraft({
  stored,
  title,
  characterName,
  campaign,
  onResume,
  onDiscard,
}: {
  stored: BuilderDraftRecord;
  title: string;
  characterName: string | null;
  campaign: CampaignRecord;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const resume = useRef<HTMLButtonElement>(null);
  useEffect(() => resume.current?.focus(), []);
  const step = STEPS.find((s) => s.id === stored.step)?.label ?? STEPS[0].label;
  return (
    <section className="page builder-page" aria-labelledby="builder-title">
      <p className="breadcrumb">
        <Link to={eosPaths.campaign(campaign.id)}>← {campaign.name}</Link>
      </p>
      <h1 id="builder-title">{title}</h1>
      <section className="notice draft-resume" aria-labelledby="draft-resume-title">
        <h2 id="draft-resume-title">{characterName === null ? 'An unfinished character' : 'Unsaved changes'}</h2>
        <p>
          {characterName === null
            ? 'This builder was left before the character was saved.'
            : `These changes to ${characterName} were not saved.`}{' '}
          Last changed {TIME.format(stored.updatedAt)}, on the {step} step.
        </p>
        <div className="notice-actions">
          <button type="button" ref={resume} className="button primary" onClick={onResume}>
            Resume the draft of {draftOwner(stored, characterName)}
          </button>
          <button type="button" className="button" onClick={onDiscard}>
            Discard
          </button>
        </div>
      </section>
    </section>
  );
}

import { memo, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { PortraitBadge } from '../components/PortraitBadge';
import { deleteCharacter, type CharacterRecord } from '../../../../db';
import { memberFacts } from './member-facts';
import { usePartyUi } from './party-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';
import { eosPaths } from '../../paths';

/**
 * One character of the party: portrait, name (a link to the sheet), race, level, HP, and for a draft what is wrong.
 * Renders again only when its character changes: a tap on a name (the router going to the sheet) leaves the party as it
 * is rather than summing up every build again.
 */
export const PartyMemberCard = memo(function PartyMemberCard({ character }: { character: CharacterRecord }) {
  const facts = memberFacts(character);
  const confirming = usePartyUi((s) => s.confirmingDeleteId === character.id);
  const askDelete = usePartyUi((s) => s.askDelete);
  const problemsId = useId();

  return (
    <li className="card party-member" aria-labelledby={`member-${character.id}`}>
      <div className="party-member-head">
        <PortraitBadge portrait={character.portrait} name={character.name} />
        <h2 id={`member-${character.id}`}>
          <Link to={eosPaths.character(character.id)} className="member-name">
            {character.name}
          </Link>
          {character.draft && <span className="badge badge-draft">Draft</span>}
        </h2>
      </div>
      <dl className="stat-list member-facts">
        <div>
          <dt>Race</dt>
          <dd>{facts.raceName}</dd>
        </div>
        <div>
          <dt>Level</dt>
          <dd>{facts.level ?? '—'}</dd>
        </div>
        <div>
          <dt>HP</dt>
          <dd className="member-hp">{facts.hp === null ? '—' : `${facts.hp} / ${facts.maxHp}`}</dd>
        </div>
      </dl>
      {facts.problems.length > 0 && (
        <div className="member-problems">
          <p id={problemsId}>What is wrong:</p>
          <ul aria-labelledby={problemsId}>
            {facts.problems.map((v, i) => (
              <li key={i}>{v.message}</li>
            ))}
          </ul>
        </div>
      )}
      {confirming ? (
        <ConfirmDelete character={character} />
      ) : (
        <div className="card-actions">
          <Link className="button" to={eosPaths.character(character.id)}>
            Sheet<span className="visually-hidden"> of {character.name}</span>
          </Link>
          <Link className="button" to={eosPaths.editCharacter(character.id)}>
            Edit<span className="visually-hidden"> {character.name}</span>
          </Link>
          <button type="button" className="button danger" onClick={() => askDelete(character.id)}>
            Delete<span className="visually-hidden"> {character.name}</span>
          </button>
        </div>
      )}
    </li>
  );
});

function ConfirmDelete({ character }: { character: CharacterRecord }) {
  const cancel = usePartyUi((s) => s.cancelDelete);
  const deleted = usePartyUi((s) => s.deleted);
  const failed = usePartyUi((s) => s.failed);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  useEffect(() => confirmButton.current?.focus(), []);

  async function confirm() {
    try {
      deleted(await deleteCharacter(character.id));
    } catch (e) {
      failed(failureMessage(e));
    }
  }

  return (
    <div className="confirm-delete" role="group" aria-labelledby={questionId}>
      <p id={questionId}>Delete “{character.name}”? You can undo this until you leave the page.</p>
      <div className="card-actions">
        <button type="button" className="button danger" ref={confirmButton} onClick={confirm}>
          Delete character
        </button>
        <button type="button" className="button" onClick={cancel}>
          Keep
        </button>
      </div>
    </div>
  );
}

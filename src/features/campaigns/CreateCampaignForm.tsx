import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGames } from '../../core/systems/games-context';
import { useGameText } from '../../core/systems/game-text';
import { createCampaign } from '../../db';
import { useCampaignsUi } from './campaigns-ui-store';
import { failureMessage } from '../../core/ui/failure-message';

/**
 * The inline "new campaign" form: its game, a name and a button. The game starts on the one the home page came from
 * (/campaigns?game=…), else the first; a bad name is explained under the field.
 */
export function CreateCampaignForm() {
  const { t } = useTranslation('campaigns');
  const games = useGames();
  const text = useGameText();
  const [params] = useSearchParams();
  const asked = games.find((game) => game.id === params.get('game'));
  const [systemId, setSystemId] = useState(() => (asked ?? games[0])?.id ?? 'eos');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const succeeded = useCampaignsUi((s) => s.succeeded);
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const campaign = await createCampaign(name, systemId);
      setName('');
      setError(null);
      const game = games.find((g) => g.id === campaign.systemId);
      succeeded(
        game
          ? t('create.created', { name: campaign.name, aCampaign: text(game).aCampaign })
          : t('create.createdUnknown', { name: campaign.name }),
      );
    } catch (e) {
      setError(failureMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="inline-form" onSubmit={submit} aria-label={t('create.form')}>
      {games.length > 1 && (
        <label className="field">
          {t('create.game')}
          <select value={systemId} onChange={(e) => setSystemId(e.target.value)}>
            {games.map((game) => (
              <option key={game.id} value={game.id}>
                {text(game).name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field">
        {t('create.name')}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('create.placeholder')}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <span id={errorId} className="field-error">
            {error}
          </span>
        )}
      </label>
      <button type="submit" className="button primary" disabled={busy}>
        {t('create.submit')}
      </button>
    </form>
  );
}

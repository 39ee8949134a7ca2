import type { PerkBuild } from '../../rules';
import { usePlayers } from '../data/hooks';
import type { WwPlayerRecord } from '../data/ww-data';
import { SelectField } from './fields';

/** Picks whose perks (and gear) a page counts: a stored player, or nobody's ("no perks"). */
export function usePlayerChoice(playerId: string): {
  list: readonly WwPlayerRecord[];
  record: WwPlayerRecord | undefined;
  perks: PerkBuild;
} {
  const players = usePlayers();
  const list = players.read.status === 'ready' ? players.read.value : [];
  const record = list.find((p) => p.id === playerId);
  return { list, record, perks: record?.system.perks ?? {} };
}

export function PlayerSelect({
  label = 'Player',
  value,
  list,
  onChange,
}: {
  label?: string;
  value: string;
  list: readonly WwPlayerRecord[];
  onChange: (id: string) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      options={[{ value: '', label: 'No perks (anyone)' }, ...list.map((p) => ({ value: p.id, label: p.name }))]}
      onChange={onChange}
    />
  );
}

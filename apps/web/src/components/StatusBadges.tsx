import type { Difficulty, Status } from '@skillsync/shared';
import { useT } from '../lib/i18n.ts';
import { Badge, type BadgeTone } from './Badge.tsx';

const DIFFICULTY_TONES: Record<Difficulty, BadgeTone> = {
  Beginner: 'success',
  Intermediate: 'warning',
  Advanced: 'danger',
};

const STATUS_TONES: Record<Status, BadgeTone> = {
  Planning: 'info',
  Active: 'success',
  'On Hold': 'warning',
  Completed: 'brand',
  Cancelled: 'neutral',
};

/** Difficulty in the spec's colours: Beginner green, Intermediate amber, Advanced red. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const t = useT();
  return <Badge tone={DIFFICULTY_TONES[difficulty]}>{t(`common.enums.difficulty.${difficulty}`)}</Badge>;
}

/** Problem or project status in the spec's colours. */
export function StatusBadge({ status }: { status: Status }) {
  const t = useT();
  return <Badge tone={STATUS_TONES[status]}>{t(`common.enums.status.${status}`)}</Badge>;
}

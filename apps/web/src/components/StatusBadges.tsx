import type { Difficulty, Status } from '@skillsync/shared';
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
  return <Badge tone={DIFFICULTY_TONES[difficulty]}>{difficulty}</Badge>;
}

/** Problem or project status in the spec's colours. */
export function StatusBadge({ status }: { status: Status }) {
  return <Badge tone={STATUS_TONES[status]}>{status}</Badge>;
}

import type { ChallengeStatus } from '@skillsync/shared';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { useT } from '../../../lib/i18n.ts';

const TONES: Record<ChallengeStatus, BadgeTone> = { Active: 'success', Upcoming: 'info', Completed: 'brand' };

/** A challenge's status, from its dates: Upcoming (info), Active (success), Completed (brand). */
export function ChallengeStatusBadge({ status }: { status: ChallengeStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(`challenges.enums.status.${status}`)}</Badge>;
}

import type { JoinRequestStatus } from '@skillsync/shared';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { useT } from '../../../lib/i18n.ts';

const TONES: Record<JoinRequestStatus, BadgeTone> = {
  Pending: 'warning',
  Accepted: 'success',
  Rejected: 'danger',
};

export function JoinStatusBadge({ status }: { status: JoinRequestStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(`common.enums.joinStatus.${status}`)}</Badge>;
}

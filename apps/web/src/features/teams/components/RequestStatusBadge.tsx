import type { RequestStatus } from '@skillsync/shared';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { useT } from '../../../lib/i18n.ts';

const TONES: Record<RequestStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(`common.enums.requestStatus.${status}`)}</Badge>;
}

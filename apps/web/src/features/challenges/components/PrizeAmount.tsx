import { formatRupees } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

/** The prize in rupees with Indian grouping (₹1,50,000), or that there is no cash prize. */
export function PrizeAmount({ amount }: { amount: number }) {
  const t = useT();
  return <>{amount > 0 ? formatRupees(amount) : t('challenges.card.noPrize')}</>;
}

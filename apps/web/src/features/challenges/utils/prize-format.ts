import { formatRupees, formatter } from '../../../lib/format.ts';

const RUPEES_AND_PAISE = {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const;

/**
 * A prize share kept in paise, in rupees with Indian grouping: whole rupees without paise (₹1,00,000), else to the
 * paisa (₹33,333.33), as a tie's equal split can leave.
 */
export const formatPaise = (paise: number) =>
  paise % 100 === 0
    ? formatRupees(paise / 100)
    : formatter(Intl.NumberFormat, 'rupeesAndPaise', RUPEES_AND_PAISE).format(paise / 100);

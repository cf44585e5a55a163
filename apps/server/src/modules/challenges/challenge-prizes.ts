/** An entry as the leaderboard ranked it: its place (ties share one: 1, 1, 3) and its total. */
export type RankedEntry = { id: string; rank: number; totalScore: number };

/**
 * Each ranked entry's prize share in paise. A group tied at place p spanning k places shares the prizes of places
 * p..p+k-1 (a place past the last prize counts 0), split equally and rounded down to the paisa: the remainder,
 * fewer paise than the group has entries, is not awarded (₹1,00,000 among three is ₹33,333.33 each). An entry that
 * scored nothing wins nothing.
 */
export function sharePrizes(prizes: readonly number[], entries: readonly RankedEntry[]): Map<string, number> {
  const sizeOf = new Map<number, number>();
  for (const entry of entries) sizeOf.set(entry.rank, (sizeOf.get(entry.rank) ?? 0) + 1);
  const shares = new Map<string, number>();
  for (const entry of entries) {
    const size = sizeOf.get(entry.rank) ?? 1;
    const spanned = prizes.slice(entry.rank - 1, entry.rank - 1 + size);
    const poolPaise = spanned.reduce((total, rupees) => total + rupees * 100, 0);
    shares.set(entry.id, entry.totalScore > 0 ? Math.floor(poolPaise / size) : 0);
  }
  return shares;
}
